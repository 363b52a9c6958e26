import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A student account. The password is an argon2id hash and never leaves the server. */
export const members = pgTable(
  'members',
  {
    memNo: text('mem_no').primaryKey(),
    loginId: text('login_id').notNull(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    /** YYYYMMDD */
    birth: text('birth').notNull(),
    passwordHash: text('password_hash').notNull(),
    guideFee: integer('guide_fee').notNull().default(0),
    rnlYn: text('rnl_yn').notNull().default(''),
    school: text('school').notNull().default(''),
    grade: text('grade').notNull().default(''),
    /** The member's own type, used when they hold no product. */
    memTp: text('mem_tp').notNull().default('Z'),
    /** Bumped on logout and password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_login_id_key').on(t.loginId),
    index('members_name_birth_idx').on(t.name, t.birth),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    prodCd: text('prod_cd').notNull(),
    realProdCd: text('real_prod_cd').notNull(),
    prodNm: text('prod_nm').notNull(),
    memTp: text('mem_tp').notNull(),
    memTpLabel: text('mem_tp_label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('products_mem_no_idx').on(t.memNo)],
);

/** Failed attempts per key (login id, find-password id...), in the database so they survive restarts. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * Site links (spec §3 Site mode). audience 'public' goes to every visitor (GET /study/url: identityVerification,
 * studyCdn, viewer, ..., grammar, openLeftMenu, openRightMenu), 'member' only to signed-in members
 * (GET /study/credential/url: audio.<prodCd> and grammar). Flags are stored as 'true' / 'false'.
 */
export const siteLinks = pgTable(
  'site_links',
  {
    audience: text('audience').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.audience, t.key] })],
);

export const schema = { members, products, authThrottle, siteLinks };
