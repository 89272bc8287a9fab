import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

describe('mail provider and local outbox', async () => {
  const app = await buildTestApp();

  it('uses the local outbox when no SMTP server is configured', () => {
    expect(app.mail.identifier).toBe('outbox');
  });

  it('lists sent mail as JSON, newest first, with its links and attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4 label');
    await app.mail.send({ to: 'first@example.test', subject: 'First', text: 'No links here.' });
    await app.mail.send({
      to: 'second@example.test',
      subject: 'Your label',
      text: 'Open https://ship.example.test/track?id=1 or /private/shipments/all today.',
      attachments: [{ filename: 'label.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const [second, first] = response.json();
    expect(first).toMatchObject({ to: 'first@example.test', subject: 'First', links: [], attachments: [] });
    expect(second).toMatchObject({
      to: 'second@example.test',
      from: 'Shipdeck <no-reply@shipdeck.local>',
      links: ['https://ship.example.test/track?id=1', '/private/shipments/all'],
      attachments: [{ filename: 'label.pdf', contentType: 'application/pdf', size: pdf.length }],
    });

    const download = await app.inject({
      method: 'GET',
      url: `/dev/outbox/attachments/${second.attachments[0].id}`,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('filters by recipient and bounds the limit', async () => {
    await app.mail.send({ to: 'only-me@example.test', subject: 'Mine', text: 'x' });
    const mine = (
      await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=ONLY-ME@example.test' })
    ).json();
    expect(mine.map((m: { subject: string }) => m.subject)).toEqual(['Mine']);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=100000' })).statusCode).toBe(
      400,
    );
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=1' })).json()).toHaveLength(1);
  });

  it('filters by the kind of mail, so a reader picks the mail it means among others to one address', async () => {
    await app.mail.send({
      to: 'kinds@example.test',
      subject: 'Welcome',
      text: 'x',
      kind: 'seller-mails.welcome',
    });
    await app.mail.send({
      to: 'kinds@example.test',
      subject: 'Reset',
      text: 'y',
      kind: 'auth.password-reset',
    });
    const reset = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/dev/outbox?to=kinds@example.test&kind=auth.password-reset',
      })
    ).json();
    expect(reset.map((m: { subject: string; kind: string }) => [m.subject, m.kind])).toEqual([
      ['Reset', 'auth.password-reset'],
    ]);
  });

  it('shows the outbox as a page with clickable links, escaped content and no script', async () => {
    await app.mail.send({
      to: 'page@example.test',
      subject: '<script>alert(1)</script> Reset',
      text: 'Click /shipdeck/new-password?token=abc_DEF-123 now. javascript:alert(1)',
    });
    const response = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Reset');
    expect(html).toContain('<a href="/shipdeck/new-password?token=abc_DEF-123">');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('page@example.test');
  });

  it('answers 404 to requests from another machine or through a proxy (reset links live here)', async () => {
    await app.mail.send({
      to: 'secret@example.test',
      subject: 'Reset',
      text: '/shipdeck/new-password?token=t',
    });
    for (const url of ['/api/v1/dev/outbox', '/dev/outbox']) {
      const remote = await app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(remote.statusCode, url).toBe(404);
      expect(remote.body).not.toContain('token=');
      const proxied = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(proxied.statusCode, url).toBe(404);
    }
  });

  it('answers 404 for an unknown attachment', async () => {
    expect((await app.inject({ method: 'GET', url: '/dev/outbox/attachments/nope' })).statusCode).toBe(404);
    const missing = await app.inject({
      method: 'GET',
      url: '/dev/outbox/attachments/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends through SMTP and exposes no outbox when SMTP_URL is set', async () => {
    const smtpApp = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(smtpApp.mail.identifier).toBe('smtp');
    expect((await smtpApp.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    expect((await smtpApp.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).not.toBe(200);
  });
});
