import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
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
    /** The guardian's mail address: a forgotten password is reset with a code sent there (ADR 045). */
    guardianEmail: text('guardian_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_login_id_key').on(t.loginId),
    index('members_name_birth_idx').on(t.name, t.birth),
  ],
);

/**
 * The one live password-reset code of a member (ADR 045): its HMAC (never the code), the wrong tries counted before
 * each check, and when it dies. A new request replaces it; the right code deletes it (single use).
 */
export const passwordResetCodes = pgTable('password_reset_codes', {
  memNo: text('mem_no')
    .primaryKey()
    .references(() => members.memNo, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

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

/** A test paper of the content bank (content/papers/*.json). questnCd 'W-A-1-1', 'M-A-1' or 'L-3'. */
export const testPapers = pgTable('test_papers', {
  questnCd: text('questn_cd').primaryKey(),
  tstTp: text('tst_tp').notNull(),
  course: text('course'),
  step: integer('step'),
  week: integer('week'),
  lvtGrd: integer('lvt_grd'),
  title: text('title').notNull(),
  minutes: integer('minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A question with its answers and explanation (the ContentQuestion of @buddy/domain, as JSON). */
export const testQuestions = pgTable(
  'test_questions',
  {
    questnCd: text('questn_cd')
      .notNull()
      .references(() => testPapers.questnCd, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    body: jsonb('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questnCd, t.seq] })],
);

/** A visitor registered for the brand site's level test. */
export const levelCandidates = pgTable('level_candidates', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  school: text('school').notNull(),
  grade: integer('grade').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One attempt at a paper (or at the incorrect-answer quiz of an attempt). owner: the memNo, or 'lvt:<candidate id>'.
 * slot: what the attempt is for (the paper code, or 'quiz:<source tstCd>'); one open attempt per owner and slot.
 * questionSeqs: the questions of the attempt (all of the paper, or the wrong ones for a quiz).
 */
export const testAttempts = pgTable(
  'test_attempts',
  {
    tstCd: text('tst_cd').primaryKey(),
    questnCd: text('questn_cd')
      .notNull()
      .references(() => testPapers.questnCd),
    owner: text('owner').notNull(),
    slot: text('slot').notNull(),
    quiz: boolean('quiz').notNull().default(false),
    sourceTstCd: text('source_tst_cd'),
    questionSeqs: jsonb('question_seqs').$type<number[]>().notNull(),
    minutes: integer('minutes').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('taking'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    score: integer('score'),
    late: boolean('late').notNull().default(false),
    /** A level test's report link code (ADR 074): 128 random bits, made when first asked for. */
    shareCd: text('share_cd'),
  },
  (t) => [
    uniqueIndex('test_attempts_share_cd_idx').on(t.shareCd),
    uniqueIndex('test_attempts_open_key')
      .on(t.owner, t.slot)
      .where(sql`status = 'taking'`),
    index('test_attempts_owner_slot_idx').on(t.owner, t.slot, t.submittedAt),
    // The open attempts by deadline: the sweep that closes those left past their time reads only these.
    index('test_attempts_open_deadline_idx')
      .on(t.deadline)
      .where(sql`status = 'taking'`),
  ],
);

/** The answer of one question of an attempt: the highest revision wins; `correct` is set when marked. */
export const testAnswers = pgTable(
  'test_answers',
  {
    tstCd: text('tst_cd')
      .notNull()
      .references(() => testAttempts.tstCd, { onDelete: 'cascade' }),
    questnSeq: integer('questn_seq').notNull(),
    answrs: jsonb('answrs').$type<string[]>().notNull(),
    rev: integer('rev').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
    correct: boolean('correct'),
  },
  (t) => [primaryKey({ columns: [t.tstCd, t.questnSeq] })],
);

/** A study manual of the content bank (content/study/*.json): the StudyManual of @buddy/domain, as JSON. */
export const studyManuals = pgTable(
  'study_manuals',
  {
    course: text('course').notNull(),
    step: integer('step').notNull(),
    week: integer('week').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.course, t.step, t.week] })],
);

/** A member's progress on one unit (prgssData as JSON text, spec §3) and its rate 0–100. */
export const studyProgress = pgTable(
  'study_progress',
  {
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    course: text('course').notNull(),
    step: integer('step').notNull(),
    week: integer('week').notNull(),
    day: integer('day').notNull(),
    unit: integer('unit').notNull(),
    prgssData: text('prgss_data').notNull().default('{"progresses":[]}'),
    rate: integer('rate').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memNo, t.course, t.step, t.week, t.day, t.unit] }),
    index('study_progress_recent_idx').on(t.memNo, t.updatedAt),
  ],
);

/** A day on which a member studied (Seoul date, YYYY-MM-DD); recorded by the progress call. */
export const attendance = pgTable(
  'attendance',
  {
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memNo, t.day] })],
);

/**
 * When a member was first served a week's manual on a Seoul day (studies/load): the moment its read, word and speak
 * units were shown to them, from which their learning time counts (ADR 057).
 */
export const studyServed = pgTable(
  'study_served',
  {
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    course: text('course').notNull(),
    step: integer('step').notNull(),
    week: integer('week').notNull(),
    /** The Seoul date, YYYY-MM-DD. */
    day: text('day').notNull(),
    servedAt: timestamp('served_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memNo, t.course, t.step, t.week, t.day] })],
);

/** A one-time address of a unit's slide show ("video"): refused once used or expired. */
export const videoTickets = pgTable('video_tickets', {
  ticket: text('ticket').primaryKey(),
  memNo: text('mem_no')
    .notNull()
    .references(() => members.memNo, { onDelete: 'cascade' }),
  /** The content path it opens (relative to the content directory). */
  path: text('path').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** A voice recording (portfolio). The file lives outside the web root under DATA_DIR; `stored` is its file name. */
export const portfolios = pgTable(
  'portfolios',
  {
    ptfloNo: serial('ptflo_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    course: text('course').notNull(),
    step: integer('step').notNull(),
    week: integer('week').notNull(),
    day: integer('day').notNull(),
    unit: integer('unit').notNull(),
    fileName: text('file_name').notNull(),
    stored: text('stored').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('portfolios_member_idx').on(t.memNo, t.createdAt)],
);

/**
 * A post of a member's board: kind 'inquiry' (my page inquiries), 'memo' (my page memos) or 'qna' (the site Q&A).
 * Title and content are plain text. An inquiry or Q&A post may carry the centre's answer; a memo its checked flag.
 */
export const boardPosts = pgTable(
  'board_posts',
  {
    boardNo: serial('board_no').primaryKey(),
    kind: text('kind').notNull(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    contTp: text('cont_tp'),
    title: text('title').notNull().default(''),
    content: text('content').notNull(),
    checked: boolean('checked').notNull().default(false),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('board_posts_member_idx').on(t.kind, t.memNo, t.boardNo)],
);

/**
 * A notice of the brand site's customer centre (spec §7 GET /site-mgr/notices). Plain text; paragraphs are separated
 * by a blank line. Listed pinned first, then newest first (the index follows that order).
 */
export const siteNotices = pgTable(
  'site_notices',
  {
    boardNo: serial('board_no').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('site_notices_list_idx').on(
      t.pinned.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.boardNo.desc().nullsFirst(),
    ),
  ],
);

/** A frequently asked question of one type (01–05, @buddy/domain FAQ_TYPES), listed by sortOrder then faqNo. */
export const siteFaqs = pgTable(
  'site_faqs',
  {
    faqNo: serial('faq_no').primaryKey(),
    faqTp: text('faq_tp').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('site_faqs_list_idx').on(t.faqTp, t.sortOrder, t.faqNo)],
);

/** A sales office (two digits) that branches belong to; listed by code. */
export const salesOffices = pgTable('sales_offices', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** A branch (code B and four digits) with what the branch finder shows; listed by sales office, then name. */
export const branches = pgTable(
  'branches',
  {
    branchCd: text('branch_cd').primaryKey(),
    name: text('name').notNull(),
    salesOfficeCd: text('sales_office_cd')
      .notNull()
      .references(() => salesOffices.code),
    address: text('address').notNull(),
    addressDetail: text('address_detail').notNull().default(''),
    phone: text('phone').notNull(),
    hours: text('hours').notNull().default(''),
    intro: text('intro').notNull().default(''),
  },
  (t) => [index('branches_list_idx').on(t.salesOfficeCd, t.name, t.branchCd)],
);

/**
 * The home page's contest banner: the first (by sortOrder) showing now (startsAt <= now < endsAt) on the device.
 * Image addresses are media addresses (/content/...), links in-site paths or https addresses.
 */
export const homeBanners = pgTable(
  'home_banners',
  {
    bannerNo: serial('banner_no').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
    linkUrl: text('link_url').notNull(),
    linkLabel: text('link_label').notNull(),
    onPc: boolean('on_pc').notNull().default(true),
    onMobile: boolean('on_mobile').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('home_banners_showing_idx').on(t.startsAt, t.endsAt)],
);

/** An award the home page lists, by sortOrder then awardNo. */
export const homeAwards = pgTable(
  'home_awards',
  {
    awardNo: serial('award_no').primaryKey(),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    issuer: text('issuer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('home_awards_list_idx').on(t.sortOrder, t.awardNo)],
);

/** A promotion card of the home page, by sortOrder then promotionNo. */
export const homePromotions = pgTable(
  'home_promotions',
  {
    promotionNo: serial('promotion_no').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    imageUrl: text('image_url').notNull(),
    imageAlt: text('image_alt').notNull(),
    linkUrl: text('link_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('home_promotions_list_idx').on(t.sortOrder, t.promotionNo)],
);

/** A popup over the home page, shown on its devices while startsAt <= now < endsAt; imageUrl null for text only. */
export const homePopups = pgTable(
  'home_popups',
  {
    popupNo: serial('popup_no').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt').notNull().default(''),
    linkUrl: text('link_url'),
    linkLabel: text('link_label').notNull().default(''),
    onPc: boolean('on_pc').notNull().default(true),
    onMobile: boolean('on_mobile').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('home_popups_showing_idx').on(t.startsAt, t.endsAt)],
);

export const schema = {
  members,
  products,
  authThrottle,
  siteLinks,
  testPapers,
  testQuestions,
  levelCandidates,
  testAttempts,
  testAnswers,
  studyManuals,
  studyProgress,
  attendance,
  videoTickets,
  studyServed,
  portfolios,
  boardPosts,
  siteNotices,
  siteFaqs,
  salesOffices,
  branches,
  homeBanners,
  homeAwards,
  homePromotions,
  homePopups,
};

/**
 * A library item (spec §3 Library items; ADR 030), seeded from content/library/items.json by its stable code. Lists
 * are in `sort_order` within a kind and type; the slides (a video's show, a book's pages, a lecture, the cards) are
 * stored with the item.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    libNo: serial('lib_no').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').notNull(),
    libTp: text('lib_tp').notNull(),
    sortOrder: integer('sort_order').notNull(),
    title: text('title').notNull(),
    titleKo: text('title_ko').notNull(),
    summary: text('summary').notNull(),
    thumbnail: text('thumbnail'),
    stdCourse: text('std_course'),
    stdStep: integer('std_step'),
    stdWeek: integer('std_week'),
    audio: text('audio'),
    durationMs: integer('duration_ms').notNull(),
    slides: jsonb('slides').$type<LibrarySlideRow[]>().notNull(),
    worksheet: text('worksheet'),
    answer: text('answer'),
  },
  (t) => [index('library_items_list_idx').on(t.kind, t.libTp, t.sortOrder, t.libNo)],
);

/** A slide as stored: media paths relative to content/ (`media/...`), as the content bank writes them. */
export interface LibrarySlideRow {
  image: string;
  text: string;
  ko: string;
  audio: string;
  durationMs: number;
}

/**
 * A round of the library's typing game (ADR 031), as the server reckoned it from the lines typed. Rankings are by a
 * member's best score of a game in a Seoul week (`week_start`, its Monday).
 */
/** A round of the typing game the server issued (ADR 058): its lines and when it began; its result must match. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    roundId: text('round_id').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    gameTp: text('game_tp').notNull(),
    /** The issued lines, in order: `[{text, hint}]`. */
    prompts: jsonb('prompts').$type<{ text: string; hint: string | null }[]>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('game_rounds_member_idx').on(t.memNo, t.issuedAt)],
);

export const gameResults = pgTable(
  'game_results',
  {
    resultNo: serial('result_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    /** The id of the round the server issued (ADR 058): a round sent again (a retry) is the same round. */
    roundId: text('round_id').notNull(),
    gameTp: text('game_tp').notNull(),
    weekStart: text('week_start').notNull(),
    correct: integer('correct').notNull(),
    typed: integer('typed').notNull(),
    ms: integer('ms').notNull(),
    cpm: integer('cpm').notNull(),
    accuracy: integer('accuracy').notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('game_results_week_idx').on(t.gameTp, t.weekStart, t.score),
    index('game_results_member_idx').on(t.memNo, t.gameTp, t.weekStart),
    uniqueIndex('game_results_round_idx').on(t.memNo, t.roundId),
  ],
);

/** An answer sheet behind a textbook's QR code (spec §3 QR-code files; ADR 033), from content/qr/index.json. */
export const qrAnswerSheets = pgTable(
  'qr_answer_sheets',
  {
    course: text('course').notNull(),
    step: integer('step').notNull(),
    week: integer('week').notNull(),
    sheetType: text('sheet_type').notNull(),
    file: text('file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.course, t.sheetType, t.step, t.week] })],
);

/** The reward area's lands (ADR 034), from content/reward/catalog.json. */
export const rewardLands = pgTable('reward_lands', {
  landCd: text('land_cd').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  ord: integer('ord').notNull(),
});

/** The shop's items (ADR 034), from content/reward/catalog.json; `code` keeps an item's id across seeds. */
export const rewardItems = pgTable(
  'reward_items',
  {
    itemId: serial('item_id').primaryKey(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    image: text('image').notNull(),
    landCd: text('land_cd').references(() => rewardLands.landCd),
    ord: integer('ord').notNull(),
    lvl: integer('lvl').notNull(),
    top: integer('top').notNull(),
    left: integer('left').notNull(),
    width: integer('width').notNull(),
  },
  (t) => [
    uniqueIndex('reward_items_code_idx').on(t.code),
    index('reward_items_category_idx').on(t.category, t.ord),
  ],
);

/**
 * A member's pet: the chosen character and the saved layout (dpyData, as it was saved). Its row is also the lock a
 * member's coin movements take (ADR 034): purchases and capped earnings of one member run one after the other.
 */
export const rewardPets = pgTable('reward_pets', {
  memNo: text('mem_no')
    .primaryKey()
    .references(() => members.memNo, { onDelete: 'cascade' }),
  itemId: integer('item_id').references(() => rewardItems.itemId),
  dpyData: text('dpy_data').notNull().default(''),
  /** The growth stage the child has seen celebrated (ADR 060): a stage above it is celebrated once. */
  seenStage: integer('seen_stage').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The coin ledger (ADR 034), append-only: the balance is the sum of a member's points. An earning names its source
 * and the event (`source_key`), unique per member, so an event retried never pays twice.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    transNo: serial('trans_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    description: text('description').notNull(),
    point: integer('point').notNull(),
    /** The Seoul day of the entry (the daily caps count by it). */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_ledger_event_idx').on(t.memNo, t.source, t.sourceKey),
    index('reward_ledger_member_idx').on(t.memNo, t.createdAt),
  ],
);

/** What a member owns: one row per item; medicine counts up. */
export const rewardInventory = pgTable(
  'reward_inventory',
  {
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => rewardItems.itemId),
    qty: integer('qty').notNull(),
    boughtAt: timestamp('bought_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memNo, t.itemId] })],
);

/** Bytes, as PostgreSQL's bytea (a Uint8Array on PGlite, a Buffer on node-postgres). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The growth album (ADR 035): a member's pictures with their words. `image` keeps the picture's bytes as they were
 * taken (the server's drawing of the layout, or an uploaded PNG or JPEG), so catalogue changes never alter it.
 */
export const rewardPictures = pgTable(
  'reward_pictures',
  {
    pictureNo: serial('picture_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    cmmnt: text('cmmnt').notNull(),
    /** image/svg+xml, image/png or image/jpeg. */
    mime: text('mime').notNull(),
    image: bytea('image').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('reward_pictures_member_idx').on(t.memNo, t.createdAt, t.pictureNo)],
);

/** A parent's request for a free trial class at a branch (issue 26): for the branch to call back. */
export const trialRequests = pgTable(
  'trial_requests',
  {
    requestNo: serial('request_no').primaryKey(),
    childGrade: text('child_grade').notNull(),
    parentName: text('parent_name').notNull(),
    /** 010-1234-5678 */
    phone: text('phone').notNull(),
    branchCd: text('branch_cd')
      .notNull()
      .references(() => branches.branchCd, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trial_requests_branch_idx').on(t.branchCd, t.createdAt)],
);

/**
 * The buddy's growth (ADR 060), append-only: one row per learning event that grew it (a finished week, a test from 70
 * points), unique per member and event so a retry never grows it twice. A member's growth points are the sum.
 */
export const buddyGrowth = pgTable(
  'buddy_growth',
  {
    growthNo: serial('growth_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('buddy_growth_event_idx').on(t.memNo, t.source, t.sourceKey)],
);

/**
 * The buddy's care (ADR 061), append-only: a feeding (keyed by the Seoul day), a bedtime (by the night), a medicine
 * given (by the day, or the week for the growth potion), unique per member, action and key, so a care is done once.
 */
export const rewardCare = pgTable(
  'reward_care',
  {
    careNo: serial('care_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    careKey: text('care_key').notNull(),
    itemId: integer('item_id').references(() => rewardItems.itemId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('reward_care_event_idx').on(t.memNo, t.action, t.careKey)],
);

/**
 * The spaced review's cards (issue 30, ADR 073): one per member and thing to remember, a word of a unit they finished
 * (`word:<en>`) or a question they missed (`question:<questnCd>:<questnSeq>`), with its FSRS state (ts-fsrs's Card).
 * A card is created once (the key is unique per member) and moved by each answer.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    cardNo: serial('card_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    cardKey: text('card_key').notNull(),
    kind: text('kind').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    lastCorrect: boolean('last_correct'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('review_cards_member_key_idx').on(t.memNo, t.cardKey),
    index('review_cards_member_due_idx').on(t.memNo, t.due),
  ],
);

/** Every review answer, append-only (the day's limit counts them; a card's history is here). */
export const reviewLog = pgTable(
  'review_log',
  {
    logNo: serial('log_no').primaryKey(),
    memNo: text('mem_no')
      .notNull()
      .references(() => members.memNo, { onDelete: 'cascade' }),
    cardNo: integer('card_no')
      .notNull()
      .references(() => reviewCards.cardNo, { onDelete: 'cascade' }),
    /** The Seoul day of the answer, YYYY-MM-DD. */
    day: text('day').notNull(),
    correct: boolean('correct').notNull(),
    rating: integer('rating').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('review_log_member_day_idx').on(t.memNo, t.day)],
);
