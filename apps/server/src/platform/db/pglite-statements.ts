import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { protocol, types } from '@electric-sql/pglite';

/**
 * Statements kept prepared at once. Drizzle writes one text per query shape (a list with two filters,
 * an `IN` of three references …), so the set is bounded in practice; past this, the least recently
 * used is closed.
 */
const MAX_PREPARED_STATEMENTS = 500;

/** SQLSTATE of "cached plan must not change result type": a table a statement reads has changed shape. */
const STALE_STATEMENT = '0A000';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Field = { name: string; dataTypeID: number };
type Parser = (value: string, typeId: number) => unknown;
type Statement = { name: string; parameterTypes: number[]; fields: Field[] };

/** The part of PGlite's client that drizzle's PGlite driver calls. */
export type PgliteQueryClient = {
  query: <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;
  transaction: <T>(callback: (tx: Transaction) => Promise<T>) => Promise<T>;
};

type PgliteInternals = {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, Parser>;
  /** PGlite's own lock that keeps a query out of another caller's open transaction. */
  _runExclusiveTransaction: <T>(work: () => Promise<T>) => Promise<T>;
};

const concat = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};

const isStaleStatement = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === STALE_STATEMENT;

/**
 * PGlite's client with every statement prepared once, by name, and then only bound and executed.
 *
 * PGlite's own `query` parses, describes and plans the text again on every call, each step a separate
 * pass through the WebAssembly server: on the list's reads that was most of a request's CPU. Here the
 * first call of a text parses and describes it; every later call sends bind, execute and sync in one
 * pass, and PostgreSQL reuses its plan as a prepared statement does. Results, parsers, serializers,
 * errors, notifications and the transaction lock are PGlite's own, so callers see no difference.
 */
export const withPreparedStatements = (pglite: PGlite): PgliteQueryClient => {
  const internals = pglite as unknown as PgliteInternals;
  const statements = new Map<string, Statement>();
  /** Statements dropped from the map and not yet closed in the database. */
  const toClose: string[] = [];
  let counter = 0;

  const send = (messages: Uint8Array[]) => pglite.execProtocolStream(concat(messages), { syncToFs: false });

  const prepare = async (text: string, options: QueryOptions | undefined): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the first entry is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `shipdeck_${++counter}`;
    if (statements.size >= MAX_PREPARED_STATEMENTS) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      toClose.push(oldest.name);
    }
    const closing = toClose.splice(0).map((closed) => protocol.serialize.close({ type: 'S', name: closed }));
    const messages = await send([
      ...closing,
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const parameters = messages.find((message) => message.name === 'parameterDescription') as
      | { dataTypeIDs: number[] }
      | undefined;
    const columns = messages.find((message) => message.name === 'rowDescription') as
      | { fields: Field[] }
      | undefined;
    const statement: Statement = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      fields: (columns?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    statements.set(text, statement);
    return statement;
  };

  const serialize = (statement: Statement, params: unknown[], options: QueryOptions | undefined) =>
    params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serializer = options?.serializers?.[type] ?? internals.serializers[type];
      return serializer ? serializer(param) : String(param);
    });

  /**
   * The statement's results as PGlite's own query returns them: each column's parser is looked up once
   * per call instead of once per value (PGlite copies its table of parsers for every query).
   */
  const toResults = <T>(
    statement: Statement,
    messages: BackendMessage[],
    options: QueryOptions | undefined,
  ) => {
    const { fields } = statement;
    const parsers = fields.map(
      ({ dataTypeID }): Parser | undefined =>
        (options?.parsers?.[dataTypeID] as Parser | undefined) ??
        internals.parsers[dataTypeID] ??
        (types.parsers as Record<number, Parser>)[dataTypeID],
    );
    const decode = (values: (string | null)[]) =>
      values.map((value, index) => {
        if (value === null) return null;
        const parser = parsers[index];
        return parser ? parser(value, fields[index]!.dataTypeID) : value;
      });
    const rows: unknown[] = [];
    for (const message of messages) {
      if (message.name === 'dataRow') {
        const values = decode((message as unknown as { fields: (string | null)[] }).fields);
        rows.push(
          options?.rowMode === 'array'
            ? values
            : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
        );
      } else if (message.name === 'commandComplete') {
        const parts = (message as unknown as { text: string }).text.split(' ');
        const command = parts[0]!;
        const rowCount = Number.parseInt(parts[parts.length - 1]!, 10);
        const isChange = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
        return {
          rows,
          fields,
          command,
          affectedRows: isChange ? rowCount : 0,
          ...(Number.isNaN(rowCount) ? {} : { rowCount }),
        } as Results<T>;
      }
    }
    return { affectedRows: 0, rows: [], fields: [] } as Results<T>;
  };

  const execute = async <T>(text: string, params: unknown[], options: QueryOptions | undefined) => {
    const statement = await prepare(text, options);
    try {
      const messages = await send([
        protocol.serialize.bind({ statement: statement.name, values: serialize(statement, params, options) }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      // The columns came with the statement; execute sends only the rows.
      return toResults<T>(statement, messages, options);
    } catch (error) {
      if (isStaleStatement(error) && statements.get(text) === statement) {
        statements.delete(text);
        toClose.push(statement.name);
      }
      throw error;
    }
  };

  /** One statement under PGlite's query lock, with the error carrying its query as PGlite's own does. */
  const run = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    pglite.runExclusive(async () => {
      try {
        return await execute<T>(text, params, options);
      } catch (error) {
        if (error instanceof Error) Object.assign(error, { query: text, params, queryOptions: options });
        throw error;
      } finally {
        if (!pglite.isInTransaction()) await pglite.syncToFs();
      }
    });

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    internals._runExclusiveTransaction(async () => {
      try {
        return await run<T>(text, params, options);
      } catch (error) {
        // Outside a transaction a statement whose tables changed shape is simply prepared again.
        if (!isStaleStatement(error)) throw error;
        return run<T>(text, params, options);
      }
    });

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    pglite.transaction((tx) =>
      callback({
        ...tx,
        get closed() {
          return tx.closed;
        },
        query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return run<R>(text, params, options);
        },
      }),
    );

  return { query, transaction };
};
