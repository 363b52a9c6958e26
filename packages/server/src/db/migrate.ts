import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/** Applies the drizzle SQL migrations in packages/server/drizzle (the same set on PGlite and PostgreSQL). */
export async function migrate(database: Database, migrationsFolder: string = MIGRATIONS_DIR): Promise<void> {
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(driver.client), { migrationsFolder });
  } else {
    await migrateNodePg(drizzleNodePg(driver.pool), { migrationsFolder });
  }
}
