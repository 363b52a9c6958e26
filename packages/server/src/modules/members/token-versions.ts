import pg from 'pg';
import type { TokenVersionSource } from '../../plugins/auth';
import type { MembersRepository } from './repository';

/** The PostgreSQL channel on which a process says "this member's tokens were revoked" (payload: memNo). */
export const REVOCATION_CHANNEL = 'buddy_token_revoked';

/** How many members' token versions a process remembers. */
export const TOKEN_VERSIONS_KEPT = 50_000;

/**
 * How revocations reach every server process. `live` is true only while every revocation made by any process is
 * sure to be delivered to `onRevoke`; while it is false, nothing may be answered from memory.
 */
export interface RevocationChannel {
  readonly live: boolean;
  /** Tells the other processes (after the change is committed). */
  publish(memNo: string): Promise<void>;
  /** Starts delivering: onRevoke per revoked member, onReset when deliveries may have been missed. */
  start(onRevoke: (memNo: string) => void, onReset: () => void): Promise<void>;
  stop(): Promise<void>;
}

/** PGlite: one process holds the data directory (db/lock.ts), so a revocation is always made here. */
export class LocalRevocations implements RevocationChannel {
  readonly live = true;
  async publish(): Promise<void> {}
  async start(): Promise<void> {}
  async stop(): Promise<void> {}
}

/**
 * PostgreSQL: LISTEN on one dedicated connection, NOTIFY through the pool. When the listening connection fails the
 * channel is not live (every check reads the database) until it has listened again, then it resets the memory,
 * since revocations made in between were not heard.
 */
export class PostgresRevocations implements RevocationChannel {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;
  private handlers: { onRevoke: (memNo: string) => void; onReset: () => void } | null = null;
  live = false;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
    private readonly retryMs = 1000,
  ) {}

  async publish(memNo: string): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [REVOCATION_CHANNEL, memNo]);
  }

  async start(onRevoke: (memNo: string) => void, onReset: () => void): Promise<void> {
    this.handlers = { onRevoke, onReset };
    await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.stopped || !this.handlers) return;
    const { onRevoke, onReset } = this.handlers;
    const client = new pg.Client({ connectionString: this.connectionString });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      this.live = false;
      onReset();
      client.end().catch(() => undefined);
      if (!this.stopped) {
        this.retry = setTimeout(() => void this.listen(), this.retryMs);
        this.retry.unref();
      }
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === REVOCATION_CHANNEL && message.payload) onRevoke(message.payload);
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${REVOCATION_CHANNEL}`);
      if (this.client !== client) return;
      // Whatever was remembered before this connection listened may have missed a revocation.
      onReset();
      this.live = true;
    } catch {
      lost();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/**
 * The token version of each member (bumped by logout and password change), remembered per process and forgotten
 * the moment any process revokes (ADR 022). A bearer request then costs no query of its own.
 *
 * A lookup that started before a revocation must not store what it read: `epoch` counts revocations and resets,
 * and a read is stored only when no revocation happened while it ran.
 */
export class TokenVersions implements TokenVersionSource {
  private readonly versions = new Map<string, number>();
  private epoch = 0;

  constructor(
    private readonly members: Pick<MembersRepository, 'tokenVersion' | 'bumpTokenVersion' | 'setPassword'>,
    private readonly channel: RevocationChannel,
  ) {}

  async start(): Promise<void> {
    await this.channel.start(
      (memNo) => this.forget(memNo),
      () => this.forgetAll(),
    );
  }

  async stop(): Promise<void> {
    await this.channel.stop();
    this.forgetAll();
  }

  async tokenVersion(memNo: string): Promise<number | null> {
    if (this.channel.live) {
      const known = this.versions.get(memNo);
      if (known !== undefined) return known;
    }
    const epoch = this.epoch;
    const version = await this.members.tokenVersion(memNo);
    if (version !== null && this.channel.live && epoch === this.epoch) this.remember(memNo, version);
    return version;
  }

  /** Revokes every token the member holds (logout). */
  async revoke(memNo: string): Promise<void> {
    await this.members.bumpTokenVersion(memNo);
    await this.announce(memNo);
  }

  /** Sets the password and revokes every token the member holds. */
  async setPassword(memNo: string, passwordHash: string): Promise<void> {
    await this.members.setPassword(memNo, passwordHash);
    await this.announce(memNo);
  }

  private async announce(memNo: string): Promise<void> {
    this.forget(memNo);
    await this.channel.publish(memNo);
  }

  private remember(memNo: string, version: number): void {
    if (this.versions.size >= TOKEN_VERSIONS_KEPT) {
      const oldest = this.versions.keys().next();
      if (!oldest.done) this.versions.delete(oldest.value);
    }
    this.versions.set(memNo, version);
  }

  private forget(memNo: string): void {
    this.epoch += 1;
    this.versions.delete(memNo);
  }

  private forgetAll(): void {
    this.epoch += 1;
    this.versions.clear();
  }
}
