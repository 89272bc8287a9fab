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

describe('characters nobody sees in a name or an address', async () => {
  const app = await buildTestApp();
  const postAs = (seller: { headers: Record<string, string> }) => (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: seller.headers, payload });
  const HIDDEN = 'form.error.invalid-characters';

  it.each([
    ['firstName', '\u200F', 'a right-to-left mark alone, which looks empty but passed as given'],
    ['lastName', 'Mar\u202Etin', 'a right-to-left override, which prints the rest of the name backwards'],
    ['street1', '10 \u2067Rue de Rivoli', 'a right-to-left isolate, which reorders the street in the lists'],
    ['company', 'Shop\u0007', 'a control character'],
    ['city', 'Pa\u200Bris', 'a zero-width space, which makes the city differ from the one typed'],
  ])(
    'a recipient %s of %j (%s) is refused on that field, in the address book and on a draft',
    async (field, text) => {
      const seller = await signUp(app);
      const post = postAs(seller);
      const recipient = await post('/recipients', parisRecipient({ [field]: text }));
      expect(recipient.statusCode, recipient.body).toBe(400);
      const draft = await post('/shipments', { to: { ...paris, [field]: text } });
      expect(draft.statusCode, draft.body).toBe(400);
      expect(recipient.json().messages).toContainEqual(expect.objectContaining({ field, message: HIDDEN }));
      expect(draft.json().messages).toContainEqual(
        expect.objectContaining({ field: `to.${field}`, message: HIDDEN }),
      );
      const kept = await app.database.query(
        `SELECT (SELECT count(*) FROM shipments WHERE client_id = $1)::int AS drafts,
              (SELECT count(*) FROM recipient_addresses WHERE client_id = $1)::int AS recipients`,
        [seller.clientId],
      );
      expect(kept).toEqual([{ drafts: 0, recipients: 0 }]);
    },
  );

  it('an alias made only of an invisible mark is refused; one with an emoji is kept', async () => {
    const post = postAs(await signUp(app));
    const hidden = await post('/recipients', parisRecipient({ alias: '\u200F' }));
    expect(hidden.statusCode, hidden.body).toBe(400);
    expect(hidden.json().messages).toContainEqual(
      expect.objectContaining({ field: 'alias', message: HIDDEN }),
    );
    const emoji = await post('/recipients', parisRecipient({ alias: 'Luc 👨‍👩‍👧' }));
    expect(emoji.statusCode, emoji.body).toBe(201);
  });
});
