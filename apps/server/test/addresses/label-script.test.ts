import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { paris } from '../shipments/shipment-fixtures.ts';
import { parisRecipient } from './address-fixtures.ts';

const LABEL_SCRIPT = 'form.error.label-script';

describe('names and addresses the label cannot print', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: seller.headers, payload });

  it.each([
    ['street1', '千代田区丸の内1-1'],
    ['city', 'القاهرة'],
    ['lastName', 'Smith 😀'],
  ])(
    'a draft with a recipient %s of %j is refused, naming the field, and nothing is kept',
    async (field, text) => {
      const response = await post('/shipments', { to: { ...paris, [field]: text } });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().messages).toContainEqual(
        expect.objectContaining({ field: `to.${field}`, message: LABEL_SCRIPT }),
      );
      const kept = await app.database.query('SELECT 1 FROM shipments WHERE client_id = $1', [
        seller.clientId,
      ]);
      expect(kept).toHaveLength(0);
    },
  );

  it('an address-book entry in Japanese script is refused; written in Latin letters it is saved, its alias in any script', async () => {
    const refused = await post('/recipients', parisRecipient({ alias: '山田さん', firstName: '太郎' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().messages).toContainEqual(
      expect.objectContaining({ field: 'firstName', message: LABEL_SCRIPT }),
    );
    const saved = await post('/recipients', parisRecipient({ alias: '山田さん', firstName: 'Taro' }));
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('keeps Greek and Cyrillic, which the label writes in Latin letters', async () => {
    const response = await post('/shipments', {
      to: { ...paris, firstName: 'Νίκος', lastName: 'Иванов', street1: 'Οδός Ερμού 10' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
