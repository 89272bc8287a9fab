import { describe, expect, it } from 'vitest';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  seedDemoAccount,
} from '../../src/modules/identity-seed/seed-demo-account.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { cookiesOf, sessionHeaders } from '../helpers/clients.ts';

describe('demo account seed', async () => {
  const app = await buildTestApp();

  it('creates the demo account once, with consent given, and it can sign in', async () => {
    const first = await seedDemoAccount(app.database);
    const second = await seedDemoAccount(app.database);
    expect(first).toEqual({ tenant: 'shipdeck', email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(second).toEqual(first);
    const [count] = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE email = $1',
      [DEMO_EMAIL],
    );
    expect(count!.n).toBe(1);
    const [sessions] = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions JOIN users ON users.id = sessions.user_id WHERE users.email = $1',
      [DEMO_EMAIL],
    );
    expect(sessions!.n).toBe(0);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { tenant: 'shipdeck', email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const init = await app.inject({
      method: 'GET',
      url: '/api/v1/init',
      headers: sessionHeaders(cookiesOf(login)),
    });
    expect(init.json().user.policies.dataProcessing).toBe(true);
    expect(init.json().client.tenantId).toBe('main');
  });
});
