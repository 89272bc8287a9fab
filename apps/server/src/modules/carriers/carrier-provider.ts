import type { CarrierProvider } from '../../providers/carriers/carrier-provider.ts';
import { sandboxCarrierProvider } from '../../providers/carriers/sandbox/sandbox-carrier-provider.ts';

/** The carrier network the API uses. The one place to switch to a real carrier integration. */
export const carrierProvider: CarrierProvider = sandboxCarrierProvider;
