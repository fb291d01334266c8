/** The commerce SQLite database, opened once by src/db/database.ts. */
export type { Db } from '../db/database.ts';

export const now = (): number => Date.now();

export { parseJson } from '../db/json-column.ts';
