/** The support module's door: other code reaches it only through what is exported here. */

export { createAttachment } from './create-attachment.ts';
export { followCancellationAnswer } from './follow-cancellation-answer.ts';
export { supportRoutes } from './support.routes.ts';
export { supportRefundTransactions } from './support-refund-transactions.ts';
