import type { CsvImportResult } from '@shipdeck/domain/csv-import/csv-import.schema';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { madridWarehouse } from '../addresses/address-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';

const HEADER =
  'order_id,recipient_first_name,recipient_last_name,recipient_company,recipient_zip,recipient_country,parcel_weight_kg,parcel_length_cm,parcel_width_cm,parcel_height_cm,content_value';

describe('CSV import', async () => {
  const app = await buildTestApp();

  const upload = async (seller: SignedUp, bytes: Buffer) => {
    const { uploadUrl, downloadUrl } = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/shipments/imports/upload-url',
        headers: seller.headers,
      })
    ).json();
    const put = await app.inject({
      method: 'PUT',
      url: uploadUrl,
      headers: { ...seller.headers, 'content-type': 'text/csv' },
      payload: bytes,
    });
    return { put, downloadUrl: downloadUrl as string };
  };

  const importFile = async (seller: SignedUp, bytes: Buffer) => {
    const { put, downloadUrl } = await upload(seller, bytes);
    expect(put.statusCode).toBe(204);
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/imports',
      headers: seller.headers,
      payload: { url: downloadUrl, source: 'csv' },
    });
    expect(registered.statusCode).toBe(202);
    await drainJobs(app);
    const { importId } = registered.json();
    const [event] = await app.database.query<{ payload: CsvImportResult }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'import.ended' AND payload->>'importId' = $2",
      [seller.clientId, importId],
    );
    return event!.payload;
  };

  const shipmentsOf = (seller: SignedUp, query = '') =>
    app
      .inject({ method: 'GET', url: `/api/v1/shipments?inbox=ALL${query}`, headers: seller.headers })
      .then((response) => response.json().content as { data: Record<string, unknown> }[]);

  it('imports the good rows, reports and offers back the bad ones, and makes nothing new the second time', async () => {
    const seller = await signUp(app);
    const file = Buffer.from(
      `\uFEFF${HEADER}\r\n` +
        'A-1,Zoé,Dupont,=HYPERLINK("x"),75002,FR,1.5,30,20,10,12.50\r\n' +
        'A-2,Luc,Martin,,ABCDE,FR,1,30,20,10,5\r\n' +
        'A-3,Ana,Ruiz,,28013,ES,heavy,30,20,10,5\r\n' +
        'A-4,Jan,Smit,,1011 AB,NL,2,40,30,20,\r\n',
      'utf8',
    );
    const first = await importFile(seller, file);
    expect(first).toMatchObject({ status: 'DONE', alreadyImported: 0, invalidRows: 2, error: null });
    expect(first.shipmentReferences).toHaveLength(2);
    expect(first.errors).toEqual([
      { row: 3, column: 'recipient_zip', messageKey: 'form.error.postcode-invalid' },
      { row: 4, column: 'parcel_weight_kg', messageKey: 'csv-import.error.number' },
    ]);
    const invalid = await app.inject({ method: 'GET', url: first.invalidRowsUrl!, headers: seller.headers });
    expect(invalid.statusCode).toBe(200);
    const lines = invalid.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(`${HEADER},errors`);
    expect(lines[1]).toContain('A-2,Luc,Martin,,ABCDE');
    expect(lines[1]).toContain('recipient_zip form.error.postcode-invalid');

    const [found] = await shipmentsOf(seller, '&q=A-1');
    expect(found).toMatchObject({
      data: {
        source: 'CSV',
        shipmentCustomReference: 'A-1',
        to: { firstName: 'Zoé', company: '=HYPERLINK("x")', zipCode: '75002' },
        parcels: [{ weight: 1.5, length: 30 }],
        content: { value: 1250 },
      },
    });

    const again = await importFile(seller, file);
    expect(again).toMatchObject({ shipmentReferences: [], alreadyImported: 2, invalidRows: 2 });
    expect(await shipmentsOf(seller)).toHaveLength(2);

    const stranger = await signUp(app);
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/imports/${first.importId}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/imports/${first.importId}`,
      headers: seller.headers,
    });
    expect(mine.json()).toEqual(first);
  });

  it('imports a file of several batches whole, telling the references in the order of its rows, each announced once', async () => {
    const seller = await signUp(app);
    const rows = 3500;
    const lines = Array.from({ length: rows }, (_, i) => `B-${i},Zoé,Dupont ${i},,75002,FR,1,30,20,10,5`);
    const result = await importFile(seller, Buffer.from(`${HEADER}\n${lines.join('\n')}\n`, 'utf8'));
    expect(result).toMatchObject({ status: 'DONE', alreadyImported: 0, invalidRows: 0 });
    expect(result.shipmentReferences).toHaveLength(rows);

    const orderIds = await app.database.query<{ reference: string; external_order_id: string }>(
      'SELECT reference, external_order_id FROM shipments WHERE client_id = $1',
      [seller.clientId],
    );
    const orderOf = new Map(orderIds.map((row) => [row.reference, row.external_order_id]));
    expect(result.shipmentReferences.map((reference) => orderOf.get(reference))).toEqual(
      lines.map((_, i) => `B-${i}`),
    );
    const [announced] = await app.database.query<{ events: number; shipments: number }>(
      `SELECT count(*)::int AS events, count(DISTINCT payload->>'reference')::int AS shipments
       FROM outbox_events WHERE client_id = $1 AND type = 'shipment.created'`,
      [seller.clientId],
    );
    expect(announced).toEqual({ events: rows, shipments: rows });
  });

  it('announces each imported draft as the list then shows it: dates, addresses, parcels and state', async () => {
    const seller = await signUp(app);
    const result = await importFile(
      seller,
      Buffer.from(`${HEADER}\nE-1,Zoé,Dupont,Atelier Zoé,75002,FR,1.5,30,20,10,12.50\n`, 'utf8'),
    );
    const [reference] = result.shipmentReferences;
    const [event] = await app.database.query<{ payload: Record<string, unknown> }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'shipment.created'",
      [seller.clientId],
    );
    const [listed] = await shipmentsOf(seller);
    expect(event!.payload.reference).toBe(reference);
    expect(listed).toMatchObject(event!.payload);
    expect(event!.payload).toMatchObject({
      state: 'AWAITING_COMPLETION',
      data: { createdAt: expect.any(String) },
    });
  });

  it('makes one shipment per order when its rows repeat across batches, in any order', async () => {
    const seller = await signUp(app);
    const line = (orderId: string, i: number) => `${orderId},Zoé,Dupont ${i},,75002,FR,1,30,20,10,5`;
    const fillers = Array.from({ length: 1500 }, (_, i) => line(`F-${i}`, i));
    const lines = [line('X', 1), line('Y', 2), ...fillers, line('Y', 3), line('X', 4)];
    const result = await importFile(seller, Buffer.from(`${HEADER}\n${lines.join('\n')}\n`, 'utf8'));
    expect(result).toMatchObject({ status: 'DONE', alreadyImported: 2, invalidRows: 0 });
    expect(result.shipmentReferences).toHaveLength(1502);
    const [orders] = await app.database.query<{ x: number; y: number }>(
      `SELECT count(*) FILTER (WHERE external_order_id = 'X')::int AS x,
              count(*) FILTER (WHERE external_order_id = 'Y')::int AS y
       FROM shipments WHERE client_id = $1`,
      [seller.clientId],
    );
    expect(orders).toEqual({ x: 1, y: 1 });
  });

  it('reads Windows-1252 with accents and a quoted line break, and semicolons with decimal commas', async () => {
    const seller = await signUp(app);
    const warehouse = await app.inject({
      method: 'POST',
      url: '/api/v1/warehouses',
      headers: seller.headers,
      payload: madridWarehouse(),
    });
    expect(warehouse.statusCode).toBe(201);
    const latin = Buffer.from(
      'order_id,recipient_first_name,recipient_street,recipient_zip,recipient_country\r\n' +
        'W-1,Françoise,"Rue de l\'Église\r\nBâtiment B",75002,FR\r\n',
      'latin1',
    );
    const first = await importFile(seller, latin);
    expect(first).toMatchObject({ invalidRows: 0 });
    const semicolons = Buffer.from(
      'order_id;recipient_zip;recipient_country;parcel_weight_kg;parcel_length_cm;parcel_width_cm;parcel_height_cm;content_value\n' +
        'S-1;10115;DE;2,75;40;30;20;19,90\n',
      'utf8',
    );
    const second = await importFile(seller, semicolons);
    expect(second).toMatchObject({ invalidRows: 0 });

    const [w1] = await shipmentsOf(seller, '&q=W-1');
    expect(w1?.data.to).toMatchObject({ firstName: 'Françoise', street1: "Rue de l'Église\r\nBâtiment B" });
    const [s1] = await shipmentsOf(seller, '&q=S-1');
    expect(s1?.data).toMatchObject({ parcels: [{ weight: 2.75 }], content: { value: 1990 } });
    // Sent from the seller's warehouse, as the checkout starts a draft.
    expect(s1?.data.from).toMatchObject({ zipCode: madridWarehouse().zipCode, alpha2Code: 'ES' });
  });

  it("keeps each row's buyer note on its draft, from a multi-line quoted cell too, and refuses a note over 1000 characters", async () => {
    const seller = await signUp(app);
    const file = Buffer.from(
      'order_id,recipient_first_name,recipient_last_name,recipient_zip,recipient_country,Customer note\r\n' +
        'N-1,Zoé,Dupont,75002,FR,"Ring twice.\r\nGate code 1234"\r\n' +
        'N-2,Luc,Martin,75003,FR,\r\n' +
        `N-3,Ana,Ruiz,28013,ES,${'a'.repeat(1001)}\r\n`,
      'utf8',
    );
    const result = await importFile(seller, file);
    expect(result.shipmentReferences).toHaveLength(2);
    expect(result.errors).toEqual([{ row: 4, column: 'buyer_note', messageKey: 'form.error.max-length' }]);
    const [noted] = await shipmentsOf(seller, '&q=N-1');
    expect(noted!.data).toMatchObject({ buyerNote: 'Ring twice.\nGate code 1234' });
    const details = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments/${result.shipmentReferences[0]}`,
      headers: seller.headers,
    });
    expect(details.json().data.buyerNote).toBe('Ring twice.\nGate code 1234');
    const [silent] = await shipmentsOf(seller, '&q=N-2');
    expect(silent!.data.buyerNote).toBeNull();
  });

  it("keeps the recipient's state or province, which carriers need in the US, Canada, Italy, Australia and Brazil, and checks it as the address book does", async () => {
    const seller = await signUp(app);
    const file = Buffer.from(
      'order_id,recipient_city,State,recipient_zip,recipient_country\r\n' +
        'US-1,New York,New York,10001,US\r\n' +
        'CA-1,Ottawa,ON,K1A 0B1,CA\r\n' +
        'IT-1,Roma,RM,00184,IT\r\n' +
        'AU-1,Sydney,nsw,2000,AU\r\n' +
        'BR-1,São Paulo,São Paulo,01310-100,BR\r\n' +
        'US-2,Springfield,Atlantis,62701,US\r\n',
      'utf8',
    );
    const result = await importFile(seller, file);
    expect(result.invalidRows).toBe(1);
    expect(result.errors).toEqual([
      expect.objectContaining({ row: 7, column: 'recipient_state', messageKey: 'form.error.state-invalid' }),
    ]);
    const stateOf = async (orderId: string) => (await shipmentsOf(seller, `&q=${orderId}`))[0]?.data.to;
    expect(await stateOf('US-1')).toMatchObject({ state: 'NY', city: 'New York' });
    expect(await stateOf('CA-1')).toMatchObject({ state: 'ON' });
    expect(await stateOf('IT-1')).toMatchObject({ state: 'RM' });
    expect(await stateOf('AU-1')).toMatchObject({ state: 'NSW' });
    expect(await stateOf('BR-1')).toMatchObject({ state: 'SP' });
  });

  it('imports a row to Hong Kong, which has no postcodes, as a complete draft; a row to Paris without one still lacks it', async () => {
    const seller = await signUp(app);
    const warehouse = await app.inject({
      method: 'POST',
      url: '/api/v1/warehouses',
      headers: seller.headers,
      payload: madridWarehouse(),
    });
    expect(warehouse.statusCode).toBe(201);
    const file = Buffer.from(
      'order_id,recipient_first_name,recipient_last_name,recipient_email,recipient_phone,recipient_street,recipient_city,recipient_zip,recipient_country,parcel_weight_kg,parcel_length_cm,parcel_width_cm,parcel_height_cm,content_description,content_value\r\n' +
        'HK-1,Mei,Chan,mei@example.hk,+85291234567,1 Queen’s Road Central,Hong Kong,,HK,2,30,20,10,Books,40\r\n' +
        'FR-1,Luc,Martin,luc@example.fr,+33612345678,10 Rue de Rivoli,Paris,,FR,2,30,20,10,Books,40\r\n',
      'utf8',
    );
    const result = await importFile(seller, file);
    expect(result).toMatchObject({ invalidRows: 0, errors: [] });
    expect(result.shipmentReferences).toHaveLength(2);

    // Given a service, the Hong Kong draft is ready to buy; the Paris one still awaits its postcode.
    const withService = async (orderId: string) => {
      const [draft] = (await shipmentsOf(seller, `&q=${orderId}`)) as unknown as { reference: string }[];
      const edited = await app.inject({
        method: 'PATCH',
        url: `/api/v1/shipments/${draft!.reference}`,
        headers: seller.headers,
        payload: { service: { id: 'dhl-express-worldwide' } },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      return edited.json();
    };
    expect(await withService('HK-1')).toMatchObject({
      state: 'READY_TO_PURCHASE',
      data: { to: { alpha2Code: 'HK', city: 'Hong Kong' } },
    });
    expect((await withService('FR-1')).state).toBe('AWAITING_COMPLETION');
  });

  it('imports the sample file the import screen offers as it is, each value in its column', async () => {
    const seller = await signUp(app);
    const sample = await app.inject({
      method: 'GET',
      url: '/api/v1/shipments/imports/sample.csv',
      headers: seller.headers,
    });
    expect(sample.statusCode).toBe(200);
    const result = await importFile(seller, sample.rawPayload);
    expect(result).toMatchObject({ invalidRows: 0, errors: [] });
    const [paris] = await shipmentsOf(seller, '&q=SAMPLE-1001');
    expect(paris?.data.to).toMatchObject({ city: 'Paris', zipCode: '75002', alpha2Code: 'FR' });
    expect(paris?.data.to).not.toHaveProperty('state');
  });

  it('refuses a file over 500 000 bytes with the max-size message', async () => {
    const seller = await signUp(app);
    const { put } = await upload(seller, Buffer.alloc(500_001, 'a'));
    expect(put.statusCode).toBe(413);
    expect(put.json().messages[0].message).toBe('csv-import.error.max-size');
  });
});
