import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/platform/db/database.ts';

/**
 * Rows made up from the catalog: one row for every table of the public schema as the schema stands, each
 * column filled with a value its type and checks accept, foreign keys pointing at rows made in the same
 * pass. Upgrade tests write them between migrations and check later migrations keep them.
 */

type Column = {
  name: string;
  type: string;
  typeName: string;
  category: string;
  typeId: number;
  hasSerialDefault: boolean;
};

type Catalog = {
  tables: Map<string, Column[]>;
  foreignKeys: Array<{ table: string; columns: string[]; refTable: string; refColumns: string[] }>;
  /** Constraint name → its table's columns and, for checks, the text of its condition. */
  constraints: Map<string, { columns: string[]; definition: string }>;
  enumLabels: Map<number, string[]>;
};

export type WrittenRow = {
  table: string;
  pass: number;
  values: Record<string, { text: string; type: string }>;
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

const readCatalog = async (database: Database): Promise<Catalog> => {
  const columns = await database.query<{
    table: string;
    column: string;
    type: string;
    type_name: string;
    category: string;
    type_id: number;
    is_generated: boolean;
    default_expr: string | null;
  }>(
    `SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
       t.typname AS type_name, t.typcategory AS category, t.oid::int AS type_id,
       (a.attgenerated <> '' OR a.attidentity <> '') AS is_generated,
       pg_get_expr(d.adbin, d.adrelid) AS default_expr
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     JOIN pg_type t ON t.oid = a.atttypid
     LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
     WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'schema_migrations'
     ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of columns) {
    if (row.is_generated) continue;
    const list = tables.get(row.table) ?? [];
    list.push({
      name: row.column,
      type: row.type,
      typeName: row.type_name,
      category: row.category,
      typeId: Number(row.type_id),
      hasSerialDefault: (row.default_expr ?? '').startsWith('nextval('),
    });
    tables.set(row.table, list);
  }
  const constraintRows = await database.query<{
    name: string;
    kind: string;
    table: string;
    ref_table: string | null;
    columns: string[];
    ref_columns: string[];
    definition: string;
  }>(
    `SELECT co.conname AS name, co.contype AS kind, cl.relname AS table, rcl.relname AS ref_table,
       array(SELECT a.attname::text FROM unnest(co.conkey) WITH ORDINALITY k(num, i)
             JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = k.num ORDER BY k.i) AS columns,
       array(SELECT a.attname::text FROM unnest(co.confkey) WITH ORDINALITY k(num, i)
             JOIN pg_attribute a ON a.attrelid = co.confrelid AND a.attnum = k.num ORDER BY k.i) AS ref_columns,
       pg_get_constraintdef(co.oid) AS definition
     FROM pg_constraint co
     JOIN pg_class cl ON cl.oid = co.conrelid
     JOIN pg_namespace n ON n.oid = cl.relnamespace AND n.nspname = 'public'
     LEFT JOIN pg_class rcl ON rcl.oid = co.confrelid
     WHERE co.contype IN ('f', 'c', 'u', 'p')`,
  );
  // Unique indexes that are not constraints (partial or expression ones) are named by their index.
  const indexRows = await database.query<{ name: string; columns: string[]; definition: string }>(
    `SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS definition,
       array(SELECT a.attname::text FROM pg_attribute a WHERE a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)) AS columns
     FROM pg_index i
     JOIN pg_class ic ON ic.oid = i.indexrelid
     JOIN pg_namespace n ON n.oid = ic.relnamespace AND n.nspname = 'public'
     WHERE i.indisunique`,
  );
  const constraints = new Map<string, { columns: string[]; definition: string }>();
  for (const row of indexRows)
    constraints.set(row.name, { columns: row.columns, definition: row.definition });
  for (const row of constraintRows)
    constraints.set(row.name, { columns: row.columns, definition: row.definition });
  const foreignKeys = constraintRows
    .filter((row) => row.kind === 'f' && row.ref_table)
    .map((row) => ({
      table: row.table,
      columns: row.columns,
      refTable: row.ref_table!,
      refColumns: row.ref_columns,
    }));
  const enumRows = await database.query<{ type_id: number; label: string }>(
    'SELECT enumtypid::int AS type_id, enumlabel AS label FROM pg_enum ORDER BY enumtypid, enumsortorder',
  );
  const enumLabels = new Map<number, string[]>();
  for (const row of enumRows) {
    const id = Number(row.type_id);
    enumLabels.set(id, [...(enumLabels.get(id) ?? []), row.label]);
  }
  return { tables, foreignKeys, constraints, enumLabels };
};

/** Values a column may take, best first: the literals its checks allow, then plain ones of its type. */
const candidatesFor = (catalog: Catalog, table: string, column: Column, pass: number): string[] => {
  const checkLiterals = [...catalog.constraints.values()]
    .filter((c) => c.definition.startsWith('CHECK') && c.columns.includes(column.name))
    .flatMap((c) => [...c.definition.matchAll(/'([^']*)'::/g)].map((m) => m[1]!))
    .filter((literal) => !literal.startsWith('^'));
  const unique = `${table.slice(0, 3)}${pass}${randomUUID().slice(0, 8)}`;
  if (column.category === 'E') return catalog.enumLabels.get(column.typeId) ?? [];
  switch (column.typeName) {
    case 'uuid':
      return [randomUUID()];
    case 'bool':
      return ['true', 'false'];
    case 'int2':
    case 'int4':
    case 'int8':
    case 'numeric':
    case 'float4':
    case 'float8':
      // Zero last: it is the one value that fits a check that a column is the sum of others.
      return [String(pass + 1), '1', '100', String(1000 + pass), '0'];
    case 'timestamptz':
    case 'timestamp':
      return [`2026-0${(pass % 9) + 1}-02T03:04:05.000Z`];
    case 'date':
      return [`2026-0${(pass % 9) + 1}-02`];
    case 'jsonb':
    case 'json':
      return [`{"pass": ${pass}}`, '[]', '"kept"'];
    case 'bytea':
      return ['\\x0102'];
    case 'inet':
      return ['127.0.0.1'];
    case 'interval':
      return ['1 hour'];
    case 'tsvector':
      return ['kept'];
  }
  if (column.category === 'A') return ['{}'];
  return [...checkLiterals, unique, 'GB', String(100000 + pass), unique.toUpperCase()];
};

/** Tables with each referenced table before the tables that reference it (cycles broken anywhere). */
const insertOrder = (catalog: Catalog) => {
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const fk of catalog.foreignKeys) if (fk.table === table && fk.refTable !== table) visit(fk.refTable);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of [...catalog.tables.keys()].sort()) visit(table);
  return ordered;
};

const MAX_ATTEMPTS = 40;

/**
 * Writes one made-up row into every table that exists now, with triggers and foreign-key checks off (as a
 * restore does), and returns what it wrote. Throws, naming the table, when no value it tries fits.
 */
export const writeRowInEveryTable = async (database: Database, pass: number): Promise<WrittenRow[]> => {
  const catalog = await readCatalog(database);
  const written = new Map<string, WrittenRow>();
  for (const table of insertOrder(catalog)) {
    const columns = (catalog.tables.get(table) ?? []).filter((c) => !c.hasSerialDefault);
    const candidates = new Map(columns.map((c) => [c.name, candidatesFor(catalog, table, c, pass)]));
    const choice = new Map(columns.map((c) => [c.name, 0]));
    const chosenValue = (column: Column) => {
      for (const fk of catalog.foreignKeys) {
        if (fk.table !== table) continue;
        const position = fk.columns.indexOf(column.name);
        const parent = written.get(fk.refTable);
        const parentValue = parent?.values[fk.refColumns[position] ?? '']?.text;
        if (position >= 0 && parentValue !== undefined) return parentValue;
      }
      const list = candidates.get(column.name) ?? [];
      return list[Math.min(choice.get(column.name) ?? 0, list.length - 1)];
    };
    let lastError: unknown;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const values = Object.fromEntries(
        columns.map((c) => [c.name, { text: chosenValue(c) ?? '', type: c.type }]),
      ) as WrittenRow['values'];
      const names = columns.map((c) => quoteIdent(c.name));
      const params = columns.map((c) => sql`${values[c.name]!.text}::text::${sql.raw(c.type)}`);
      try {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL session_replication_role = replica`);
          await tx.execute(
            sql`INSERT INTO ${sql.raw(quoteIdent(table))} (${sql.raw(names.join(', '))}) VALUES (${sql.join(params, sql`, `)})`,
          );
        });
        written.set(table, { table, pass, values });
        lastError = undefined;
        break;
      } catch (error) {
        lastError = error;
        const cause = (error as { cause?: { constraint?: string; column?: string } }).cause ?? {};
        const detail = error as { constraint?: string; column?: string };
        const constraint = cause.constraint ?? detail.constraint;
        const blamed = constraint ? (catalog.constraints.get(constraint)?.columns ?? []) : [];
        // Try the next value of the columns the database blamed, or of every column when it named none.
        for (const name of blamed.length > 0 ? blamed : columns.map((c) => c.name)) {
          choice.set(name, (choice.get(name) ?? 0) + 1);
        }
      }
    }
    if (lastError) {
      const message =
        lastError instanceof Error
          ? ((lastError.cause as Error | undefined)?.message ?? lastError.message)
          : String(lastError);
      throw new Error(`No made-up row fits table ${table}: ${message}`);
    }
  }
  return [...written.values()];
};

/**
 * The written rows the database no longer has as written: a row gone, a value changed, or a column dropped
 * (each compared in its type of the time, cast from the text it was written as).
 */
export const missingRows = async (
  database: Database,
  rows: WrittenRow[],
  options: {
    droppedOnPurpose?: Array<{ table: string; column: string }>;
    computedByDatabase?: Array<{ table: string; column: string }>;
  } = {},
) => {
  const isIn = (list: Array<{ table: string; column: string }> | undefined, table: string, column: string) =>
    (list ?? []).some((entry) => entry.table === table && entry.column === column);
  const isDroppedOnPurpose = (table: string, column: string) => isIn(options.droppedOnPurpose, table, column);
  const catalog = await readCatalog(database);
  const missing: Array<{ table: string; pass: number; reason: string }> = [];
  for (const row of rows) {
    const columns = catalog.tables.get(row.table);
    if (!columns) {
      missing.push({ table: row.table, pass: row.pass, reason: 'table dropped' });
      continue;
    }
    const present = new Set(columns.map((c) => c.name));
    const dropped = Object.keys(row.values).filter(
      (name) => !present.has(name) && !isDroppedOnPurpose(row.table, name),
    );
    if (dropped.length > 0)
      missing.push({ table: row.table, pass: row.pass, reason: `columns dropped: ${dropped.join(', ')}` });
    const kept = Object.entries(row.values).filter(
      ([name]) => present.has(name) && !isIn(options.computedByDatabase, row.table, name),
    );
    const conditions = kept.map(
      ([name, value]) =>
        sql`${sql.raw(quoteIdent(name))} IS NOT DISTINCT FROM ${value.text}::text::${sql.raw(value.type)}`,
    );
    const result = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${sql.raw(quoteIdent(row.table))} WHERE ${sql.join(conditions, sql` AND `)}`,
    );
    const n = Number(
      ((result as unknown as { rows?: Array<{ n: number }> }).rows ??
        (result as unknown as Array<{ n: number }>))[0]?.n ?? 0,
    );
    if (n !== 1)
      missing.push({ table: row.table, pass: row.pass, reason: `${n} rows match what was written` });
  }
  return missing;
};
