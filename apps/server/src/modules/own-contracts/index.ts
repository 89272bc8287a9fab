/** The own-contracts module's door: other code reaches it only through what is exported here. */

export { findOwnContractOffer } from './find-own-contract-offer.ts';
export { getBookingContract } from './get-booking-contract.ts';
export { type OwnContractsProviders, ownContractsRoutes } from './own-contracts.routes.ts';
