import type { CarrierProvider } from './carriers/carrier-provider.ts';
import { sandboxCarrierProvider } from './carriers/sandbox/sandbox-carrier-provider.ts';
import type { PaymentGateway } from './payments/payment-gateway.ts';
import { sandboxPaymentGateway } from './payments/sandbox/sandbox-payment-gateway.ts';
import { sandboxSmsProvider } from './sms/sandbox-sms-provider.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

/**
 * The outside parties the app deals with: the carrier network, the payment gateway and the SMS network.
 * The app is given them when it is built and hands each to the modules that use it.
 */
export type Providers = { carriers: CarrierProvider; gateway: PaymentGateway; sms: SmsProvider };

/** The providers the server runs on: the one place to switch to a real carrier, gateway or SMS network. */
export const configuredProviders = (): Providers => ({
  carriers: sandboxCarrierProvider,
  gateway: sandboxPaymentGateway,
  sms: sandboxSmsProvider,
});
