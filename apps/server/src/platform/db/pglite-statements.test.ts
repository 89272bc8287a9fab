import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPreparedStatements } from './pglite-statements.ts';

let pglite: PGlite;
let client: ReturnType<typeof withPreparedStatements>;

beforeAll(async () => {
  pglite = await PGlite.create();
  client = withPreparedStatements(pglite);
  await pglite.exec(`
    CREATE TABLE parcels (id int PRIMARY KEY, label text, details jsonb, price numeric, sent_at timestamptz);
    INSERT INTO parcels VALUES
      (1, 'first', '{"weight": 2, "tags": ["a"]}', 12.50, '2026-01-02T03:04:05Z'),
      (2, NULL, NULL, NULL, NULL);
  `);
});

afterAll(async () => {
  await pglite.close();
});

const preparedCount = async () =>
  Number(
    (await pglite.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]!.n,
  );

describe('PGlite with prepared statements', () => {
  it('answers what PGlite itself answers, in both row modes, again and again', async () => {
    const text = 'SELECT id, label, details, price, sent_at FROM parcels WHERE id >= $1 ORDER BY id';
    const arrayMode = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    for (let round = 0; round < 3; round++) {
      expect(await client.query(text, [1])).toEqual(await pglite.query(text, [1]));
      expect(await client.query(text, [2], arrayMode)).toEqual(await pglite.query(text, [2], arrayMode));
    }
  });

  it('serialises parameters by their column type (JSON, dates, nulls)', async () => {
    await client.query('INSERT INTO parcels VALUES ($1, $2, $3, $4, $5)', [
      3,
      null,
      { weight: 5, tags: ['b', 'c'] },
      '7.10',
      new Date('2026-03-04T05:06:07Z'),
    ]);
    const { rows } = await client.query<{ details: unknown; sent_at: Date; label: null }>(
      'SELECT details, sent_at, label FROM parcels WHERE id = $1',
      [3],
    );
    expect(rows).toEqual([
      { details: { weight: 5, tags: ['b', 'c'] }, sent_at: new Date('2026-03-04T05:06:07Z'), label: null },
    ]);
    expect((await client.query('DELETE FROM parcels WHERE id = $1', [3])).affectedRows).toBe(1);
  });

  it("throws PostgreSQL's error with its code and query, and keeps working after it", async () => {
    const insert = 'INSERT INTO parcels (id) VALUES ($1)';
    await expect(client.query(insert, [1])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(client.query('SELEC 1')).rejects.toMatchObject({ code: '42601' });
    expect((await client.query<{ n: number }>('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
  });

  it('keeps a query from outside a transaction out of it until it ends', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const hasInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = client
      .transaction(async (tx) => {
        await tx.query('INSERT INTO parcels (id, label) VALUES ($1, $2)', [10, 'uncommitted']);
        inserted();
        await held;
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    await hasInserted;
    const outside = client.query<{ n: number }>('SELECT count(*)::int AS n FROM parcels WHERE id = $1', [10]);
    release();
    expect(await transaction).toBe('changed my mind');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('commits what a transaction wrote through its own queries', async () => {
    await client.transaction(async (tx) => {
      await tx.query('INSERT INTO parcels (id, label) VALUES ($1, $2)', [11, 'committed']);
      expect((await tx.query('SELECT label FROM parcels WHERE id = $1', [11])).rows).toEqual([
        { label: 'committed' },
      ]);
    });
    expect((await client.query('SELECT label FROM parcels WHERE id = $1', [11])).rows).toEqual([
      { label: 'committed' },
    ]);
  });

  it('prepares a statement again when its table changes shape', async () => {
    const text = 'SELECT * FROM parcels WHERE id = $1';
    expect(Object.keys((await client.query<object>(text, [1])).rows[0]!)).not.toContain('note');
    await pglite.exec('ALTER TABLE parcels ADD COLUMN note text');
    expect(Object.keys((await client.query<object>(text, [1])).rows[0]!)).toContain('note');
  });

  it('closes the least recently used statements past its limit', async () => {
    for (let n = 0; n < 520; n++) await client.query(`SELECT ${n} AS n`);
    expect(await preparedCount()).toBe(500);
    expect((await client.query('SELECT 519 AS n')).rows).toEqual([{ n: 519 }]);
  });

  it('still delivers notifications sent by its statements', async () => {
    const received: string[] = [];
    const unsubscribe = await pglite.listen('parcel_events', (payload) => received.push(payload));
    await client.query("SELECT pg_notify('parcel_events', $1)", ['shipped']);
    await expect.poll(() => received).toEqual(['shipped']);
    await unsubscribe();
  });
});
