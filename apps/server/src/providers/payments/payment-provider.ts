import type { PaymentGateway } from './payment-gateway.ts';
import { sandboxPaymentGateway } from './sandbox/sandbox-payment-gateway.ts';

/** The gateway the API uses: the one place to switch to a real payment provider. */
export const paymentGateway: PaymentGateway = sandboxPaymentGateway;
