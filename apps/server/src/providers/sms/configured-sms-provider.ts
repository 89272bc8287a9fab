import { sandboxSmsProvider } from './sandbox-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

/** The SMS network the API uses. The one place to switch to a real SMS gateway. */
export const smsProvider: SmsProvider = sandboxSmsProvider;
