import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/client';
import { MembersRepository } from '../src/modules/members/repository';
import {
  LocalRevocations,
  REVOCATION_CHANNEL,
  TokenVersions,
  type RevocationChannel,
} from '../src/modules/members/token-versions';
import { bearer, createTestApp, onPostgres, testConfig, tokenFor, type TestApp } from './helpers';

/*
 * ADR 022: each process remembers members' token versions and forgets one the moment any process revokes it.
 * These tests prove the memory is used, is never stale after a revocation made here or elsewhere, and is not used
 * while revocations might go unheard.
 */

const STUDENT = '1000001';

/** A channel whose liveness the test sets; revocations published here are delivered to itself. */
class TestChannel implements RevocationChannel {
  live = true;
  published: string[] = [];
  private onRevoke: ((memNo: string) => void) | null = null;
  async publish(memNo: string) {
    this.published.push(memNo);
    this.onRevoke?.(memNo);
  }
  async start(onRevoke: (memNo: string) => void) {
    this.onRevoke = onRevoke;
  }
  async stop() {}
  /** What another process's revocation looks like when it arrives. */
  deliver(memNo: string) {
    this.onRevoke?.(memNo);
  }
}

let t: TestApp;
let repository: MembersRepository;

beforeAll(async () => {
  t = await createTestApp();
  repository = new MembersRepository(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** Changes the version behind the memory's back, as another process would. */
const bumpInDatabase = async () => repository.bumpTokenVersion(STUDENT);

describe('given a member whose version was looked up once', () => {
  it('answers the next lookup from memory', async () => {
    const versions = new TokenVersions(repository, new TestChannel());
    await versions.start();
    const before = await versions.tokenVersion(STUDENT);
    await bumpInDatabase();
    expect(await versions.tokenVersion(STUDENT)).toBe(before);
    expect(await repository.tokenVersion(STUDENT)).toBe((before ?? 0) + 1);
  });

  it('forgets it when this process revokes, and tells the others', async () => {
    const channel = new TestChannel();
    const versions = new TokenVersions(repository, channel);
    await versions.start();
    const before = await versions.tokenVersion(STUDENT);
    await versions.revoke(STUDENT);
    expect(await versions.tokenVersion(STUDENT)).toBe((before ?? 0) + 1);
    expect(channel.published).toEqual([STUDENT]);
  });

  it('forgets it when another process announces a revocation', async () => {
    const channel = new TestChannel();
    const versions = new TokenVersions(repository, channel);
    await versions.start();
    const before = await versions.tokenVersion(STUDENT);
    await bumpInDatabase();
    channel.deliver(STUDENT);
    expect(await versions.tokenVersion(STUDENT)).toBe((before ?? 0) + 1);
  });

  it('reads the database every time while the channel is not live', async () => {
    const channel = new TestChannel();
    channel.live = false;
    const versions = new TokenVersions(repository, channel);
    await versions.start();
    const before = await versions.tokenVersion(STUDENT);
    await bumpInDatabase();
    expect(await versions.tokenVersion(STUDENT)).toBe((before ?? 0) + 1);
  });

  it('answers null for a member who does not exist, and does not remember it', async () => {
    const versions = new TokenVersions(repository, new LocalRevocations());
    expect(await versions.tokenVersion('no-such-member')).toBeNull();
  });
});

describe('given a lookup still running when a revocation arrives', () => {
  it('does not store what it read before the revocation', async () => {
    const channel = new TestChannel();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The real repository, with its read held until the revocation has happened.
    const held = {
      tokenVersion: async (memNo: string) => {
        const version = await repository.tokenVersion(memNo);
        await gate;
        return version;
      },
      bumpTokenVersion: (memNo: string) => repository.bumpTokenVersion(memNo),
      setPassword: (memNo: string, hash: string) => repository.setPassword(memNo, hash),
    };
    const versions = new TokenVersions(held, channel);
    await versions.start();
    const stale = versions.tokenVersion(STUDENT);
    await bumpInDatabase();
    channel.deliver(STUDENT);
    release();
    const old = await stale;
    const fresh = await repository.tokenVersion(STUDENT);
    expect(fresh).toBe((old ?? 0) + 1);
    // A later lookup reads again instead of answering the stale value.
    expect(await versions.tokenVersion(STUDENT)).toBe(fresh);
  });
});

describe.runIf(onPostgres)('given two server processes on one PostgreSQL database', () => {
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDatabase: Database;
  let url: string;

  beforeAll(async () => {
    if (t.database.driver.kind !== 'postgres') throw new Error('expected PostgreSQL');
    url = t.database.driver.connectionString;
    secondDatabase = await openPostgres(url, { max: 2 });
    second = await buildApp({
      config: testConfig(),
      database: secondDatabase,
      clock: t.clock,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
  });

  const profileOn = (app: typeof second, token: string) =>
    app.inject({ method: 'GET', url: '/v2/mypage/profile', headers: bearer(token) });

  /** The status the second process answers for the token, until it is the one expected (3 s at most). */
  const pollProfileOn = (token: string) =>
    expect.poll(async () => (await profileOn(second, token)).statusCode, { timeout: 3000, interval: 25 });

  it('refuses on the second a token signed out on the first', async () => {
    const token = await tokenFor(t.app, 'student02');
    expect((await profileOn(second, token)).statusCode).toBe(200);
    expect((await profileOn(second, token)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/v2/auth/students/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    await pollProfileOn(token).toBe(401);
  });

  it('refuses a revocation it did not hear after its listening connection was cut, and listens again', async () => {
    const token = await tokenFor(t.app, 'student03');
    expect((await profileOn(second, token)).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const listeners = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query ilike $1`,
        [`listen ${REVOCATION_CHANNEL}`],
      );
      expect(listeners.rows.length).toBeGreaterThanOrEqual(2);
      for (const { pid } of listeners.rows) await admin.query('select pg_terminate_backend($1)', [pid]);
      // A revocation nobody hears: bumped straight in the database, no NOTIFY.
      await admin.query('update members set token_version = token_version + 1 where login_id = $1', [
        'student03',
      ]);
      await pollProfileOn(token).toBe(401);
      // Once listening again, a fresh sign-in is remembered and a logout elsewhere still reaches it.
      const again = await tokenFor(t.app, 'student03');
      await expect
        .poll(
          async () => {
            const rows = await admin.query(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike $1`,
              [`listen ${REVOCATION_CHANNEL}`],
            );
            return (rows.rows[0] as { n: number }).n;
          },
          { timeout: 5000, interval: 25 },
        )
        .toBeGreaterThanOrEqual(2);
      expect((await profileOn(second, again)).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/v2/auth/students/logout', headers: bearer(again) });
      await pollProfileOn(again).toBe(401);
    } finally {
      await admin.end();
    }
  });
});
