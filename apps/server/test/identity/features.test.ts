import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';

describe('client features, capability flags and debug availability', async () => {
  const app = await buildTestApp();

  const get = (account: SignedUp, url: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: account.headers });
  const put = (account: SignedUp, url: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: account.headers, payload });
  const eventsOf = (clientId: string) =>
    app.database.query<{
      type: string;
      payload: { features: unknown[]; capabilities: Record<string, boolean> };
    }>('SELECT type, payload FROM outbox_events WHERE client_id = $1 ORDER BY id', [clientId]);

  it('lists the named features and the tenant flags with source, enabled and behaviour properties', async () => {
    const account = await signUp(app, { tenant: 'be-carrier' });
    const response = await get(account, '/client/features');
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(
      (response.json() as { featureName: string }[]).map((feature) => [feature.featureName, feature]),
    );
    expect(Object.keys(byName).sort()).toEqual(
      [
        'AvailablePremiumCarriers',
        'BRANDED_EMAILS',
        'CashOnDeliveryServices',
        'OWN_CONTRACT',
        'SKIP_MANAGEMENT_FEE',
        'ShowExclusivePrices',
        'USER_ANALYTICS',
        'VIP_SUPPORT',
      ].sort(),
    );
    expect(byName.AvailablePremiumCarriers).toEqual({
      featureName: 'AvailablePremiumCarriers',
      source: 'tenant',
      enabled: true,
      behaviourProperties: { carriers: ['bpost', 'dpd', 'gls', 'dhl'], excludedCarriers: [] },
    });
    expect(byName.CashOnDeliveryServices).toMatchObject({ enabled: false });
    expect(byName.VIP_SUPPORT).toMatchObject({ source: 'tenant', enabled: false });
  });

  it('returns the capability flags with the tenant subscription flag', async () => {
    const main = await signUp(app);
    const belgian = await signUp(app, { tenant: 'be-carrier' });
    const mainFlags = (await get(main, '/client/capabilities')).json();
    expect(mainFlags).toEqual({
      canChangePassword: true,
      showLanguageSelector: true,
      allowMarketingCalls: true,
      volumeDiscounts: true,
      userCanGenerateApiKey: true,
      supportWidgetEnabled: true,
      talkEnabled: true,
      vipUser: false,
      newOnboarding: true,
      internalTicketDetails: true,
      subscriptionsEnabled: true,
      printInStore: true,
      oneTimeCode: false,
      connectToEshop: true,
      newShipmentWithoutSubscription: true,
    });
    const belgianFlags = (await get(belgian, '/client/capabilities')).json();
    expect(belgianFlags).toMatchObject({ supportWidgetEnabled: false, subscriptionsEnabled: false });
  });

  it('changes one feature of one client and publishes feature-behaviour-upsert with the new state', async () => {
    const account = await signUp(app);
    const bystander = await signUp(app);
    const response = await put(account, '/client/features/OWN_CONTRACT', {
      enabled: false,
      behaviourProperties: { reason: 'demo' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      featureName: 'OWN_CONTRACT',
      source: 'subscription',
      enabled: false,
      behaviourProperties: { reason: 'demo' },
    });
    const listed = (await get(account, '/client/features')).json();
    expect(listed).toContainEqual(expect.objectContaining({ featureName: 'OWN_CONTRACT', enabled: false }));

    const events = await eventsOf(account.clientId);
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('feature-behaviour.upsert');
    expect(events[0]!.payload.features).toContainEqual(
      expect.objectContaining({ featureName: 'OWN_CONTRACT', enabled: false }),
    );
    expect(events[0]!.payload.capabilities.canChangePassword).toBe(true);

    expect((await get(bystander, '/client/features')).json()).toContainEqual(
      expect.objectContaining({ featureName: 'OWN_CONTRACT', enabled: true }),
    );
    expect(await eventsOf(bystander.clientId)).toEqual([]);
  });

  it('keeps the properties of a feature when only enabled is sent, and can change its source', async () => {
    const account = await signUp(app);
    await put(account, '/client/features/AvailablePremiumCarriers', { enabled: false });
    const features = (await get(account, '/client/features')).json();
    expect(features).toContainEqual({
      featureName: 'AvailablePremiumCarriers',
      source: 'tenant',
      enabled: false,
      behaviourProperties: { carriers: 'all', excludedCarriers: [] },
    });
    const moved = await put(account, '/client/features/BRANDED_EMAILS', { enabled: true, source: 'client' });
    expect(moved.json().source).toBe('client');
  });

  it('changes a capability flag and publishes the new state', async () => {
    const account = await signUp(app);
    const response = await put(account, '/client/capabilities/vipUser', { enabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().vipUser).toBe(true);
    expect((await get(account, '/client/capabilities')).json().vipUser).toBe(true);
    expect((await get(account, '/init')).json().capabilities.vipUser).toBe(true);
    const [event] = await eventsOf(account.clientId);
    expect(event!.payload.capabilities.vipUser).toBe(true);
  });

  it('answers 404 for an unknown feature or capability name and 400 for a bad body', async () => {
    const account = await signUp(app);
    const unknownFeature = await put(account, '/client/features/TIME_TRAVEL', { enabled: true });
    expect(unknownFeature.statusCode).toBe(404);
    expect(unknownFeature.json().messages[0].error_code).toBe('NotFound');
    expect((await put(account, '/client/capabilities/godMode', { enabled: true })).statusCode).toBe(404);
    const badBody = await put(account, '/client/features/VIP_SUPPORT', { enabled: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().messages[0].field).toBe('enabled');
    const badSource = await put(account, '/client/features/VIP_SUPPORT', { enabled: true, source: 'magic' });
    expect(badSource.statusCode).toBe(400);
    expect(await eventsOf(account.clientId)).toEqual([]);
  });

  it('says whether debug tools are available (DEBUG_TOOLS)', async () => {
    const off = await app.inject({ method: 'GET', url: '/api/v1/debug' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ available: false });
    const debugApp = await buildTestApp({ DEBUG_TOOLS: true });
    expect((await debugApp.inject({ method: 'GET', url: '/api/v1/debug' })).json()).toEqual({
      available: true,
    });
  });
});

describe('feature flags outside a debug-enabled server', async () => {
  const app = await buildTestApp({ NODE_ENV: 'production', DEBUG_TOOLS: false });

  it('refuses a seller changing its own features or capabilities', async () => {
    const seller = await signUp(app);
    const feature = await app.inject({
      method: 'PUT',
      url: '/api/v1/client/features/SKIP_MANAGEMENT_FEE',
      headers: seller.headers,
      payload: { enabled: true },
    });
    expect(feature.statusCode).toBe(403);
    const capability = await app.inject({
      method: 'PUT',
      url: '/api/v1/client/capabilities/vipUser',
      headers: seller.headers,
      payload: { enabled: true },
    });
    expect(capability.statusCode).toBe(403);
  });
});
