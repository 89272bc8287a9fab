import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { api } from '../pricing/pricing-fixtures.ts';

const OWN = 'marketbox';
const CALLBACK = `/fr/private/settings/integrations/${OWN}/callback`;

describe("the marketplace tenant's own marketplace", async () => {
  const app = await buildTestApp();

  it('is offered to its sellers, who connect it through its consent page and import its orders', async () => {
    const seller = await signUp(app, { tenant: 'marketplace' });
    const call = api(app, seller);
    const own = (await call.get('/integrations'))
      .json()
      .integrations.find((item: { alias: string }) => item.alias === OWN);
    expect(own).toMatchObject({ name: 'Marketbox', activation: 'OAUTH', source: 'MBX', isConnected: false });

    const start = await call.post(`/integrations/${OWN}/login/start-flow`, {
      data: {},
      redirectPath: CALLBACK,
    });
    expect(start.statusCode, start.body).toBe(200);
    const page = await app.inject({ method: 'GET', url: start.json().redirectUrl });
    const allow = new URL(
      [...page.body.matchAll(/href="([^"]+)"/g)][0]![1]!.replaceAll('&amp;', '&'),
      'http://app.test',
    );
    expect(allow.pathname).toBe(CALLBACK);
    const activated = await call.post(`/integrations/${OWN}/activate`, {
      params: Object.fromEntries(allow.searchParams),
    });
    expect(activated.statusCode, activated.body).toBe(201);

    await call.post('/integrations/imports', { integration: OWN });
    await drainJobs(app);
    const drafts = await app.database.query<{ source: string }>(
      'SELECT source FROM shipments WHERE client_id = $1',
      [seller.clientId],
    );
    expect(drafts.length).toBeGreaterThan(0);
    expect(new Set(drafts.map((draft) => draft.source))).toEqual(new Set(['MBX']));
  });

  it("is unknown to another tenant's sellers: not listed, and its connection calls answer 404", async () => {
    const seller = await signUp(app);
    const call = api(app, seller);
    const aliases = (await call.get('/integrations'))
      .json()
      .integrations.map((item: { alias: string }) => item.alias);
    expect(aliases).not.toContain(OWN);
    expect(aliases).toContain('amazon');
    for (const attempt of [
      call.post(`/integrations/${OWN}/login/start-flow`, { data: {}, redirectPath: '/private/x' }),
      call.post(`/integrations/${OWN}/activate`, { params: { code: 'x', state: 'y' } }),
      call.post('/integrations/configurations', { integration: OWN, data: {} }),
      call.post('/integrations/imports', { integration: OWN }),
    ]) {
      const answer = await attempt;
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.body).toContain('integrations.error.unknown');
    }
  });
});
