import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { modeBanner, type ProviderIdentifiers, startupRefusal } from './runtime-mode.ts';

const sandbox: ProviderIdentifiers = { carriers: 'sandbox', payments: 'sandbox', sms: 'sandbox' };
const real: ProviderIdentifiers = { carriers: 'acme-carriers', payments: 'acme-pay', sms: 'acme-sms' };

describe('demo and production modes', () => {
  it('starts in demo mode by default, with the demo account, and says so', () => {
    const config = loadConfig({});
    expect(config.APP_MODE).toBe('demo');
    expect(config.DEMO_SEED).toBe(true);
    expect(startupRefusal(config, sandbox)).toBeUndefined();
    expect(modeBanner(config, sandbox)).toMatch(/^Demo mode: sandbox carriers, sandbox payments/);
  });

  it('seeds no demo data in production mode unless asked', () => {
    expect(loadConfig({ APP_MODE: 'production' }).DEMO_SEED).toBe(false);
    expect(loadConfig({ APP_MODE: 'production', DEMO_SEED: 'true' }).DEMO_SEED).toBe(true);
    expect(loadConfig({ DEMO_SEED: 'false' }).DEMO_SEED).toBe(false);
  });

  it.each([
    ['sandbox providers', {}, sandbox, /sandbox carriers, sandbox payments \(magic cards\), sandbox SMS/],
    ['no SMTP server', {}, real, /local mail outbox/],
    ['demo data', { SMTP_URL: 'smtp://mail.example', DEMO_SEED: 'true' }, real, /demo account and data/],
    [
      'webhooks to private addresses',
      { SMTP_URL: 'smtp://mail.example', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
      real,
      /webhooks to private addresses/,
    ],
  ])('refuses to start in production mode with %s', (_case, env, providers, reason) => {
    const config = loadConfig({ APP_MODE: 'production', ...env });
    expect(startupRefusal(config, providers)).toMatch(reason);
  });

  it('starts in production mode with real providers, or with sandbox parts allowed explicitly', () => {
    const productionReady = loadConfig({ APP_MODE: 'production', SMTP_URL: 'smtp://mail.example' });
    expect(startupRefusal(productionReady, real)).toBeUndefined();
    expect(modeBanner(productionReady, real)).toBe('Production mode.');
    const staging = loadConfig({ APP_MODE: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' });
    expect(startupRefusal(staging, sandbox)).toBeUndefined();
    expect(modeBanner(staging, sandbox)).toMatch(/^Production mode with sandbox parts allowed \(staging\)/);
  });
});
