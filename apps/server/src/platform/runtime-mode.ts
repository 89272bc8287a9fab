import type { AppConfig } from '../config.ts';

/** Which implementation each outside party runs on: `sandbox` is the built-in stand-in. */
export type ProviderIdentifiers = { carriers: string; payments: string; sms: string };

const sandboxParts = (config: AppConfig, providers: ProviderIdentifiers) => [
  ...(providers.carriers === 'sandbox' ? ['sandbox carriers'] : []),
  ...(providers.payments === 'sandbox' ? ['sandbox payments (magic cards)'] : []),
  ...(providers.sms === 'sandbox' ? ['sandbox SMS (magic phone numbers)'] : []),
  ...(config.SMTP_URL ? [] : ['local mail outbox (no SMTP_URL)']),
  ...(config.DEMO_SEED ? ['demo account and data (DEMO_SEED)'] : []),
  ...(config.WEBHOOK_ALLOW_PRIVATE_TARGETS
    ? ['webhooks to private addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS)']
    : []),
];

/**
 * Why the server must not start, or undefined. Production mode never runs on stand-ins or demo data
 * by accident: each has to be replaced, or allowed explicitly for a staging server.
 */
export const startupRefusal = (config: AppConfig, providers: ProviderIdentifiers): string | undefined => {
  if (config.APP_MODE !== 'production' || config.ALLOW_SANDBOX_IN_PRODUCTION) return undefined;
  const parts = sandboxParts(config, providers);
  if (parts.length === 0) return undefined;
  return `Refusing to start in production mode with ${parts.join(', ')}. Configure real providers and DEMO_SEED=false, or set ALLOW_SANDBOX_IN_PRODUCTION=true for a staging server.`;
};

/** The line the server prints at start-up, so nobody mistakes a demo for the real thing. */
export const modeBanner = (config: AppConfig, providers: ProviderIdentifiers): string => {
  const parts = sandboxParts(config, providers);
  if (config.APP_MODE === 'demo') {
    return `Demo mode: ${parts.join(', ') || 'no sandbox parts'}. Magic values are listed in docs/sandbox.md. Set APP_MODE=production for real use.`;
  }
  return parts.length === 0
    ? 'Production mode.'
    : `Production mode with sandbox parts allowed (staging): ${parts.join(', ')}.`;
};
