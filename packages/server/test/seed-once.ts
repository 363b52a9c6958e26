// The server project's globalSetup (vitest.config.ts): migrates and seeds once per run, and leaves copies for the
// test files to open (helpers.ts openTestDatabase). PGlite: a dump of the data directory at each stage, in a temp
// directory; every file loads its own in-memory PGlite from a dump (PGlite's loadDataDir). PostgreSQL (DATABASE_URL
// set): a template database at each stage; every file gets `create database x template <stage>`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type Database, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemo, seedDemoHistory } from '../src/seed/demo';
import { readContentManuals, seedManuals } from '../src/seed/manuals';
import { readContentPapers, seedPapers } from '../src/seed/papers';
import { seedSite } from '../src/seed/site';

/** A small content bank in the format of content/ (papers/*.json, media/), for the test calls. */
export const FIXTURE_CONTENT_DIR = fileURLToPath(new URL('./fixtures/content', import.meta.url));

/** The test clock's default start; the `seeded` copy's history and site content are dated relative to it. */
export const SEEDED_AT = new Date('2026-03-02T09:00:00Z');

/**
 * What a copy holds, each stage on top of the one before:
 * - empty: a new database, no table (PGlite: a fresh initdb, the expensive part of a new PGlite);
 * - migrated: every migration applied;
 * - base: the demo members, products and links, and the fixture papers and manuals (nothing dated);
 * - seeded: plus student01's study history and the site's content, dated relative to SEEDED_AT.
 */
export const STAGES = ['empty', 'migrated', 'base', 'seeded'] as const;
export type Stage = (typeof STAGES)[number];

/** The undated part of the common seed (stage `base`). */
export async function seedBase(db: Db): Promise<void> {
  await seedDemo(db);
  await seedPapers(db, readContentPapers(FIXTURE_CONTENT_DIR));
  await seedManuals(db, readContentManuals(FIXTURE_CONTENT_DIR));
}

/** The dated part (stage `seeded` at SEEDED_AT); a file whose clock starts elsewhere runs it on a `base` copy. */
export async function seedDated(db: Db, now: Date): Promise<void> {
  await seedDemoHistory(db, now);
  await seedSite(db, now);
}

async function advance(database: Database, stage: Stage): Promise<void> {
  if (stage === 'migrated') await migrate(database);
  if (stage === 'base') await seedBase(database.db);
  if (stage === 'seeded') await seedDated(database.db, SEEDED_AT);
}

/** Where the copies are, handed to the test files through `provide`/`inject`. */
export type SeededCopies =
  | { kind: 'pglite'; dumps: Record<Stage, string> }
  | { kind: 'postgres'; templates: Record<Exclude<Stage, 'empty'>, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    seededCopies: SeededCopies;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const url = process.env.DATABASE_URL;
  const teardown = url ? await templates(project, url) : await dumps(project);
  console.log(
    `server tests: migrated and seeded once in ${Date.now() - started} ms (${url ? 'PostgreSQL' : 'PGlite'})`,
  );
  return teardown;
}

/** PGlite: dumps of one in-memory database, taken after each stage (uncompressed: loads faster than gzip). */
async function dumps(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'buddy-server-seeded-'));
  try {
    const database = await openPglite();
    try {
      const client = (database.driver as { client: PGlite }).client;
      const files = {} as Record<Stage, string>;
      for (const stage of STAGES) {
        await advance(database, stage);
        const dump = await client.dumpDataDir('none');
        files[stage] = path.join(dir, `${stage}.tar`);
        writeFileSync(files[stage], Buffer.from(await dump.arrayBuffer()));
      }
      project.provide('seededCopies', { kind: 'pglite', dumps: files });
    } finally {
      await database.close();
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * PostgreSQL: one template database per stage, each created from the one before. Nothing stays connected to a
 * template (CREATE DATABASE refuses a template with other sessions on it); they are dropped at teardown.
 */
async function templates(project: TestProject, url: string): Promise<() => Promise<void>> {
  const prefix = `buddy_seeded_${process.pid}_${randomBytes(3).toString('hex')}`;
  const names = {
    migrated: `${prefix}_migrated`,
    base: `${prefix}_base`,
    seeded: `${prefix}_seeded`,
  };
  const drop = () =>
    asAdmin(url, async (admin) => {
      for (const name of Object.values(names))
        await admin.query(`drop database if exists ${name} with (force)`);
    });
  try {
    let from = 'template1';
    for (const stage of ['migrated', 'base', 'seeded'] as const) {
      await asAdmin(url, (admin) => admin.query(`create database ${names[stage]} template ${from}`));
      const target = new URL(url);
      target.pathname = `/${names[stage]}`;
      const database = await openPostgres(target.toString(), { max: 1 });
      try {
        await advance(database, stage);
      } finally {
        await database.close();
      }
      from = names[stage];
    }
  } catch (error) {
    await drop();
    throw error;
  }
  project.provide('seededCopies', { kind: 'postgres', templates: names });
  return drop;
}

/** Runs `work` on a connection to the database DATABASE_URL names (the role needs CREATEDB), then closes it. */
export async function asAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
