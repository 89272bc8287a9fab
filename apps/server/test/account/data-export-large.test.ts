import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sectionPages } from '../../src/modules/account/account-data-sections.ts';
import { accountDataZip, type SectionSource } from '../../src/modules/account/account-data-zip.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { api } from '../pricing/pricing-fixtures.ts';

const collect = async (chunks: AsyncIterable<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
};

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .slice(1);

describe('download my data of a large account', async () => {
  const app = await buildTestApp();
  const { db } = app.database;
  const seller = await signUp(app);
  const call = api(app, seller);
  // More saved parcels than one page of the export's reads (500), each a second apart so their order is known.
  const PARCELS = 1203;
  await db.execute(sql`
    INSERT INTO saved_parcels (client_id, name, weight_grams, length_cm, width_cm, height_cm, created_at)
    SELECT ${seller.clientId}, 'Box ' || n, 100 + n, 30, 20, 10, now() - (${PARCELS} - n) * interval '1 second'
    FROM generate_series(1, ${PARCELS}) AS n`);

  it('holds every row of a section that spans several pages, in order, in the JSON and the CSV alike', async () => {
    const started = await call.post('/account/data-exports', {});
    expect(started.statusCode, started.body).toBe(202);
    await drainJobs(app);
    const { dataExport } = (await call.get('/account/data-exports/latest')).json();
    expect(dataExport).toMatchObject({ status: 'READY', progress: 100 });
    const files = unzipSync(
      new Uint8Array((await call.get(dataExport.downloadUrl.replace('/api/v1', ''))).rawPayload),
    );

    const parcels = JSON.parse(strFromU8(files['parcels.json']!)) as { name: string; weightGrams: number }[];
    expect(parcels).toHaveLength(PARCELS);
    expect(parcels.map((parcel) => parcel.name)).toEqual(
      Array.from({ length: PARCELS }, (_, index) => `Box ${index + 1}`),
    );
    const rows = csvRows(strFromU8(files['parcels.csv']!));
    expect(rows).toHaveLength(PARCELS);
    expect(rows[0]).toMatch(/^Box 1,101,/);
    expect(rows.at(-1)).toMatch(new RegExp(`^Box ${PARCELS},${100 + PARCELS},`));
    // An empty section is still a valid JSON array and a CSV with its BOM.
    expect(JSON.parse(strFromU8(files['support-tickets.json']!))).toEqual([]);
  });

  it('writes in the CSV exactly the rows of the JSON, even when the seller adds one while it is made', async () => {
    let added = false;
    const source: SectionSource = {
      read: (section, end) => {
        // The second read of the parcels (the CSV's) starts after a new parcel was saved.
        if (section === 'parcels' && end && !added) {
          added = true;
          return (async function* () {
            // Straight into the table: this account is past the saved parcels' limit the page enforces.
            await db.execute(sql`
              INSERT INTO saved_parcels (client_id, name, weight_grams, length_cm, width_cm, height_cm)
              VALUES (${seller.clientId}, 'Late box', 500, 10, 10, 10)`);
            return yield* sectionPages(db, seller.clientId, section, end);
          })();
        }
        return sectionPages(db, seller.clientId, section, end);
      },
      onSectionDone: async () => {},
    };
    const files = unzipSync(new Uint8Array(await collect(accountDataZip({ account: {}, source }))));
    expect(added).toBe(true);
    const names = (JSON.parse(strFromU8(files['parcels.json']!)) as { name: string }[]).map((p) => p.name);
    const csvNames = csvRows(strFromU8(files['parcels.csv']!)).map((row) => row.split(',')[0]);
    expect(names).not.toContain('Late box');
    expect(csvNames).toEqual(names);
  });
});
