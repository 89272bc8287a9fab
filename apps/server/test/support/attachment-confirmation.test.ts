import { EventType } from '@shipdeck/domain/events/event-types';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('support attachments are confirmed by an event', async () => {
  const app = await buildTestApp();

  const upload = (who: SignedUp, bytes: Buffer) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/support/attachments',
      headers: { ...who.headers, 'content-type': 'application/octet-stream', 'x-file-name': 'goods.png' },
      payload: bytes,
    });
  const confirmationsOf = (who: SignedUp) =>
    app.database.query<{ payload: { uploadId: string; id: string } }>(
      'SELECT payload FROM outbox_events WHERE client_id = $1 AND type = $2',
      [who.clientId, EventType.SupportAttachmentUploaded],
    );

  it("announces a stored upload on the uploader's channel with its upload id and id, once", async () => {
    const seller = await signUp(app);
    const other = await signUp(app);
    const response = await upload(seller, PNG);
    expect(response.statusCode, response.body).toBe(201);
    const { uploadId, id } = response.json();
    expect((await confirmationsOf(seller)).map((row) => row.payload)).toEqual([{ uploadId, id }]);
    expect(await confirmationsOf(other)).toEqual([]);
  });

  it('announces nothing for a file it refuses', async () => {
    const seller = await signUp(app);
    const response = await upload(seller, Buffer.from('not an image'));
    expect(response.statusCode).toBe(400);
    expect(await confirmationsOf(seller)).toEqual([]);
  });
});
