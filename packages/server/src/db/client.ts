import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { schema } from './schema';

/** What both drivers have in common: services and repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Flush to disk (PGlite) before close; a no-op on PostgreSQL. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
  /** The driver underneath, for migrations. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; connectionString: string };
}

/** PGlite: one connection in this process, in dataDir (a path) or in memory (undefined). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    driver: { kind: 'pglite', client },
    async checkpoint() {
      if (!client.closed) await client.exec('CHECKPOINT');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export interface PostgresOptions {
  /** Pool size (default 10). */
  max?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client whose connection the server ends (a PostgreSQL restart, an administrator's terminate) makes the
  // pool emit 'error'; unheard, that event would crash the process. The pool drops that client and the next query
  // opens a new connection, so there is nothing else to do.
  pool.on('error', () => undefined);
  // Fail at start, with the driver's message, when the server does not answer.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    driver: { kind: 'postgres', pool, connectionString: url },
    async checkpoint() {},
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
