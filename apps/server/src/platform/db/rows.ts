/** The rows of a raw `db.execute` answer: node-postgres and PGlite both hand them back under `rows`. */
export const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];
