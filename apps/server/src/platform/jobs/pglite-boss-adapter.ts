import type { PGlite } from '@electric-sql/pglite';
import type PgBoss from 'pg-boss';

/**
 * pg-boss sends multi-statement scripts (BEGIN; …; COMMIT) without parameters, which PGlite's `query`
 * refuses as a prepared statement: those go through `exec`, whose per-statement rows are flattened.
 */
export const pgliteBossAdapter = (pglite: PGlite): PgBoss.Db => ({
  executeSql: async (text: string, values?: unknown[]) => {
    if (!values || values.length === 0) {
      const results = await pglite.exec(text);
      return { rows: results.flatMap((result) => result.rows) };
    }
    const result = await pglite.query(text, values);
    return { rows: result.rows };
  },
});
