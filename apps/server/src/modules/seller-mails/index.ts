/** The seller-mails module's door: other code reaches it only through what is exported here. */

export { queueSellerMail } from './queue-seller-mail.ts';
export { SellerMailKind } from './seller-mail-facts.ts';
export { renderPlainTextMail } from './seller-mail-layout.ts';
export { sellerMailsRoutes } from './seller-mails.routes.ts';
