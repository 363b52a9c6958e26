import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as domain from '@buddy/domain';
import { DAILY_STUDY_MINUTES, seoulDate, TEST_SPECS } from '@buddy/domain';
import { sampleNotices } from '../packages/mocks/src/fixtures/site';
import { DEMO_NOTICES, noticeDay } from '@buddy/domain/demo';

/*
 * The copy agrees with the domain (issue 26 point 5): wherever the site, the seed, the fake /v2 or the brochure says
 * how long a weekly, monthly or level test takes or how long a day's study is, the figure is the domain's
 * (TEST_SPECS, spec §9; DAILY_STUDY_MINUTES); no copy sends a family to Safari, which the study area refuses
 * (packages/app/src/app/browser.ts); and each notice is dated in a month its topic fits (no 설 연휴 in November).
 * The sources are read as TypeScript (string literals, templates with the domain's constants put in, JSX text), so a
 * figure written out by hand is caught and a figure interpolated from the constants is checked as it will read.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Kind = 'W' | 'M' | 'L' | 'D';
const EXPECTED: Record<Kind, { minutes: number; what: string }> = {
  W: { minutes: TEST_SPECS.W.minutes, what: 'a weekly test (TEST_SPECS.W.minutes, spec §9)' },
  M: { minutes: TEST_SPECS.M.minutes, what: 'a monthly test (TEST_SPECS.M.minutes, spec §9)' },
  L: { minutes: TEST_SPECS.L.minutes, what: 'a level test (TEST_SPECS.L.minutes, spec §9)' },
  D: { minutes: DAILY_STUDY_MINUTES, what: "a day's study (DAILY_STUDY_MINUTES)" },
};

/** Words that say which time a figure is. A figure belongs to the nearest of them before it, within WINDOW. */
const KEYWORDS: readonly [Kind, RegExp][] = [
  ['W', /(?<![0-9가-힣])주간|Weekly Test/g],
  ['M', /(?<![0-9가-힣])(?:월간|월말)|Monthly Test/g],
  ['L', /레벨\s*테스트/g],
  ['D', /하루|매일|데일리|오늘의\s*학습/g],
];
/** A title naming a day of the week ('월·화:', '금요일 ·', '1~4일차:'): its item's time is a day's study. */
const DAY_TITLE = /(?<![0-9가-힣])(?:[월화수목금](?:요일)?|\d+(?:~\d+)?일차)(?=\s*[·:])/g;
const WINDOW = 40;
/** '10분', '15~20분', '15분에서 20분', '10분씩'; not a clock's '12시 30분'. */
const DURATION =
  /(?<![0-9])(?<!시\s*)(\d+)\s*(?:분\s*)?(?:~|–|에서|부터)\s*(\d+)\s*분|(?<![0-9])(?<!시\s*)(\d+)\s*분(씩)?/g;
/** Item fields that name their item: the figure in a short field beside them belongs to what they name. */
const TITLE_KEYS = new Set(['title', 'label', 'name', 'question']);
/** A short field that carries a figure ('20분', '약 30분', '20분 안팎, 주 5일'). */
const META_LENGTH = 24;

/**
 * Safari is named in one place only, rightly: the iPhone and iPad guide to adding the installed app to the home
 * screen, which is done from Safari and which the study area accepts (browser.ts: an app added to the home screen,
 * ADR 032).
 */
const SAFARI_ALLOWED = new Set(['아이패드·아이폰 (사파리)', '사파리로 버디잉글리시를 열어요']);
const SAFARI = /사파리|safari/i;

interface Hit {
  kind: Kind;
  end: number;
}

function keywordsIn(text: string, withDayTitles = false): Hit[] {
  const hits: Hit[] = [];
  for (const [kind, pattern] of KEYWORDS) {
    for (const match of text.matchAll(pattern)) hits.push({ kind, end: match.index + match[0].length });
  }
  if (withDayTitles) {
    for (const match of text.matchAll(DAY_TITLE))
      hits.push({ kind: 'D', end: match.index + match[0].length });
  }
  return hits.sort((a, b) => a.end - b.end);
}

interface Duration {
  at: number;
  minutes: number[];
  each: boolean;
  text: string;
}

function durationsIn(text: string): Duration[] {
  return [...text.matchAll(DURATION)].map((match) => ({
    at: match.index,
    minutes: (match[3] ? [match[3]] : [match[1], match[2]]).map(Number),
    each: match[4] !== undefined,
    text: match[0],
  }));
}

function disagreement(kind: Kind, duration: Duration): string | null {
  const expected = EXPECTED[kind];
  return duration.minutes.every((minutes) => minutes === expected.minutes)
    ? null
    : `says ${duration.text} for ${expected.what}, which is ${expected.minutes}분`;
}

/** What is wrong with one sentence: a figure beside a test's or a day's words that is not the domain's. */
function sentenceProblems(sentence: string): string[] {
  const problems: string[] = [];
  const keywords = keywordsIn(sentence);
  for (const duration of durationsIn(sentence)) {
    const near = keywords.filter((hit) => hit.end <= duration.at && duration.at - hit.end <= WINDOW).at(-1);
    const kind = near?.kind ?? (duration.each ? 'D' : null);
    const problem = kind ? disagreement(kind, duration) : null;
    if (problem) problems.push(problem);
  }
  if (SAFARI.test(sentence) && !SAFARI_ALLOWED.has(sentence.trim())) {
    problems.push('recommends Safari, which the study area refuses (browser.ts): name Chrome');
  }
  return problems;
}

/** What is wrong with an item: a short field's figure that disagrees with what its title names. */
function itemProblems(title: string, fields: readonly string[]): string[] {
  const kind = keywordsIn(title, true).at(-1)?.kind;
  if (!kind) return [];
  return fields
    .filter((field) => field.length <= META_LENGTH && keywordsIn(field).length === 0)
    .flatMap((field) => durationsIn(field).map((duration) => disagreement(kind, duration)))
    .filter((problem): problem is string => problem !== null);
}

/* ---------- reading the sources ---------- */

/** The value of `A.B.c` among the domain's exports, if it is a string or a number. */
function domainValue(expression: string): string | null {
  let value: unknown = domain;
  for (const part of expression.split('.')) {
    if (value === null || typeof value !== 'object' || !(part in value)) return null;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** The text of an expression as the page shows it: a literal, a template with the domain's constants put in. */
function textOf(node: ts.Node, source: ts.SourceFile): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text +
      node.templateSpans
        .map((span) => (domainValue(span.expression.getText(source)) ?? '…') + span.literal.text)
        .join('')
    );
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textOf(node.expression, source);
  return null;
}

function jsxText(node: ts.JsxElement | ts.JsxFragment, source: ts.SourceFile): string {
  return node.children
    .map((child) => {
      if (ts.isJsxText(child)) return child.text;
      if (ts.isJsxExpression(child) && child.expression) {
        return textOf(child.expression, source) ?? domainValue(child.expression.getText(source)) ?? ' ';
      }
      if (ts.isJsxElement(child) || ts.isJsxFragment(child)) return jsxText(child, source);
      return ' ';
    })
    .join('');
}

const clean = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A string of HTML (the brochure's template) reads as the pieces between its tags; a line break joins its lines. */
const piecesOf = (text: string) =>
  text
    .split(/<(?!br\b)[^>]+>/)
    .map(clean)
    .filter((piece) => piece !== '');

interface Copy {
  sentences: string[];
  items: { title: string; fields: string[] }[];
}

function readSource(file: string): Copy {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const copy: Copy = { sentences: [], items: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const text = textOf(node, source);
    if (text !== null) copy.sentences.push(...piecesOf(text));
    if (ts.isJsxElement(node)) copy.sentences.push(clean(jsxText(node, source)));
    if (ts.isObjectLiteralExpression(node)) {
      const fields = node.properties.flatMap((property) => {
        if (!ts.isPropertyAssignment(property)) return [];
        const value = textOf(property.initializer, source);
        return value === null ? [] : [{ key: property.name.getText(source), value: clean(value) }];
      });
      const title = fields.find((field) => TITLE_KEYS.has(field.key));
      const others = fields.filter((field) => field !== title).map((field) => field.value);
      if (title) copy.items.push({ title: title.value, fields: others });
    }
    if (ts.isArrayLiteralExpression(node)) {
      const values = node.elements.map((element) => textOf(element, source));
      const [first, ...rest] = values;
      if (first != null && rest.length > 0) {
        copy.items.push({
          title: clean(first),
          fields: rest.flatMap((value) => (value ? [clean(value)] : [])),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return copy;
}

function readJson(file: string): Copy {
  const copy: Copy = { sentences: [], items: [] };
  const visit = (value: unknown): void => {
    if (typeof value === 'string') copy.sentences.push(clean(value));
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      const title = entries.find(([key, field]) => TITLE_KEYS.has(key) && typeof field === 'string');
      if (title) {
        const fields = entries.flatMap((entry) =>
          entry !== title && typeof entry[1] === 'string' ? [clean(entry[1])] : [],
        );
        copy.items.push({ title: clean(title[1] as string), fields });
      }
      entries.forEach(([, field]) => visit(field));
    }
  };
  visit(JSON.parse(readFileSync(file, 'utf8')));
  return copy;
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(keep)
    .sort();
}

const isCode = (file: string) =>
  /\.tsx?$/.test(file) && !/\.(test|stories|visual\.test)\.tsx?$|\.d\.ts$/.test(file);

/**
 * Where the copy lives: the app's pages and words (brand site, study area, customer centre), the demo data of the
 * notices, FAQ and home (@buddy/domain/demo, which the seed stores), the fake /v2's fixtures, the brochure's template, and the content bank's JSON.
 */
const COPY_SOURCES = [
  ...filesUnder('packages/app/src', isCode),
  ...filesUnder('packages/domain/src', (file) => /\/demo-site[^/]*\.ts$/.test(file)),
  ...filesUnder('packages/mocks/src/fixtures', isCode),
  ...filesUnder('packages/content-generator/src/brochure', (file) => file.endsWith('template.ts')),
  // The bank's words a family reads (study guides, library, dictionary, reward): not the papers' questions, the
  // shows' slides or the media index.
  ...filesUnder(
    'content',
    (file) => file.endsWith('.json') && !/^content\/(papers|study\/shows)\/|media-index/.test(file),
  ),
];

/** Each problem of a file once, in its shortest sentence (a JSX element's text is also part of its parent's). */
function problemsIn(file: string): string[] {
  const copy = file.endsWith('.json') ? readJson(path.join(root, file)) : readSource(path.join(root, file));
  const found = [
    ...copy.sentences.flatMap((sentence) =>
      sentenceProblems(sentence).map((problem) => ({ sentence, problem })),
    ),
    ...copy.items.flatMap((item) =>
      itemProblems(item.title, item.fields).map((problem) => ({
        sentence: [item.title, ...item.fields].join(' · '),
        problem,
      })),
    ),
  ];
  const shortest = found.filter(
    (one) =>
      !found.some(
        (other) =>
          other.problem === one.problem &&
          other.sentence !== one.sentence &&
          one.sentence.includes(other.sentence),
      ),
  );
  return [...new Set(shortest.map(({ sentence, problem }) => `${file}: "${sentence}" ${problem}`))];
}

describe('given a sentence of copy', () => {
  it.each([
    ['매일 10분, 아이가 먼저 찾는 영어', true],
    [`매일 ${DAILY_STUDY_MINUTES}분, 아이가 먼저 찾는 영어`, false],
    ['하루 15분에서 20분이면 충분해요.', true],
    ['하루 학습은 세 개에서 네 개의 유닛으로 되어 있고, 보통 20~30분이면 마칠 수 있어요.', true],
    ['집에서 10분씩 온라인 학습을 하도록', true],
    ['그 주의 주간 평가가 열립니다. 10문제를 20분 동안 풀어요.', true],
    [`주간 평가는 ${TEST_SPECS.W.minutes}분, 월간 평가는 ${TEST_SPECS.M.minutes}분이에요.`, false],
    [`주간 평가는 ${TEST_SPECS.W.minutes}분, 월간 평가는 ${TEST_SPECS.M.minutes + 10}분이에요.`, true],
    [`레벨 테스트를 시작할 수 있어요. 30문제, ${TEST_SPECS.L.minutes}분이에요.`, false],
    ['점심시간(낮 12시 30분~1시 30분)에는 게시판 문의를 이용해 주세요.', false],
    ['노래로 인사해요. 오늘의 주제 노래를 들으며 영어로 하루를 시작해요.', false],
    ['컴퓨터나 태블릿, 그리고 크롬·엣지·사파리 같은 최신 브라우저', true],
    ['Safari에서도 학습할 수 있어요.', true],
    ['사파리로 버디잉글리시를 열어요', false],
  ])('%j disagrees with the domain: %s', (sentence, disagrees) => {
    expect(sentenceProblems(sentence).length > 0).toBe(disagrees);
  });

  it.each([
    ['금: 주간 테스트', ['한 주 동안 배운 것을 그림 문제로 확인해요.', '20분'], true],
    [
      '5일차: 주간 테스트',
      ['한 주에 배운 내용을 시험지 형식으로 확인해요.', `${TEST_SPECS.W.minutes}분`],
      false,
    ],
    ['4주차 끝: 월간 테스트', ['한 달의 학습을 정리하고 다음 단계로 올라가요.', '30분'], true],
    ['월요일 · 영상으로 만나요', ['그 주의 이야기를 그림 영상으로 보고 익혀요.', '15분'], true],
    ['금요일 · 주간 평가', ['한 주를 마무리해요.', `${TEST_SPECS.W.minutes}분`], false],
    ['하루 학습', ['15분 안팎, 주 5일'], true],
    ['레벨 테스트 보기', ['30문항을 풀면 돼요.', `약 ${TEST_SPECS.L.minutes}분`], false],
    ['노래로 인사해요', ['오늘의 주제 노래를 들으며 영어로 하루를 시작해요.', '2분'], false],
  ])('an item titled %j with %j disagrees: %s', (title, fields, disagrees) => {
    expect(itemProblems(title, fields).length > 0).toBe(disagrees);
  });
});

describe('given the copy of the site, the seed, the fake /v2, the brochure and the content bank', () => {
  it('reads the sources it means to', () => {
    for (const file of [
      'packages/app/src/pages/home/home-hero.tsx',
      'packages/app/src/pages/brand/programs.ts',
      'packages/app/src/pages/brand/trials.ts',
      'packages/app/src/pages/study/study-guide-page.tsx',
      'packages/domain/src/demo-site-faqs.ts',
      'packages/domain/src/demo-site-notices.ts',
      'packages/mocks/src/fixtures/site.ts',
      'packages/content-generator/src/brochure/template.ts',
      'content/library/items.json',
    ]) {
      expect(COPY_SOURCES).toContain(file);
    }
    // The hero's figure is read as the page shows it, with the constant put in.
    expect(readSource(path.join(root, 'packages/app/src/pages/home/home-hero.tsx')).sentences).toContain(
      `매일 ${DAILY_STUDY_MINUTES}분, 아이가 먼저 찾는 영어`,
    );
  });

  // It parses every source file of the app and the content bank's words: 3–6 s on this 2-core machine, more on a
  // loaded one than the 5 s a unit test gets by default.
  it(
    "states the domain's test times and daily study time, and never recommends Safari",
    { timeout: 30_000 },
    () => {
      expect(COPY_SOURCES.flatMap(problemsIn)).toEqual([]);
    },
  );
});

/* ---------- notice dates ---------- */

/** The months (Seoul) a notice on a topic may be posted in, by a word of its title: the first topic that matches. */
const TOPIC_MONTHS: readonly [RegExp, readonly number[]][] = [
  [/설 연휴|설날/, [1, 2]],
  [/추석|한가위/, [9, 10]],
  [/봄방학/, [2, 3]],
  [/봄맞이/, [2, 3, 4]],
  [/겨울방학/, [10, 11, 12, 1, 2]],
  [/겨울/, [11, 12, 1, 2]],
  [/여름방학|여름/, [6, 7, 8, 9]],
  [/크리스마스|캐럴|연말/, [11, 12]],
  [/새해/, [12, 1]],
  [/가정의 달|어린이날/, [4, 5]],
  [/새 학기/, [2, 3, 8, 9]],
  [/1학기/, [2, 3, 4]],
  [/2학기/, [7, 8, 9]],
];

/** What is wrong with a notice's date for its title: a topic of another season, or a month named far from it. */
function noticeDateProblems(title: string, at: Date): string[] {
  const month = Number(seoulDate(at).slice(5, 7));
  const problems: string[] = [];
  const [topic, months] = TOPIC_MONTHS.find(([words]) => words.test(title)) ?? [];
  if (topic && months && !months.includes(month)) {
    problems.push(
      `"${title}" dated ${seoulDate(at)}: a notice on ${topic.source} belongs in months ${months.join(', ')}`,
    );
  }
  for (const match of title.matchAll(/(?<![0-9])(1[0-2]|[1-9])월/g)) {
    const named = Number(match[1]);
    const near = [((named + 10) % 12) + 1, named, (named % 12) + 1];
    if (!near.includes(month)) problems.push(`"${title}" dated ${seoulDate(at)}: it names ${named}월`);
  }
  return problems;
}

const DAY_MS = 86_400_000;

describe('given the notices and their dates', () => {
  it.each([
    ['설 연휴 고객센터 휴무 및 교재 배송 안내', '2025-11-10', true],
    ['설 연휴 고객센터 휴무 및 교재 배송 안내', '2026-01-12', false],
    ['봄방학 특별 학습 안내', '2025-11-18', true],
    ['12월 크리스마스 캐럴 부르기 이벤트', '2025-12-03', false],
    ['11월 출석왕 발표', '2025-09-20', true],
    ['버디몬 상점 새 아이템', '2025-06-01', false],
  ])('%j on %s is out of season: %s', (title, date, wrong) => {
    expect(noticeDateProblems(title, new Date(`${date}T01:00:00Z`)).length > 0).toBe(wrong);
  });

  it('dates each seeded notice in a month its topic fits, in the year before seeding, whenever the seed runs', () => {
    const problems: string[] = [];
    // Every day of a leap year and the next: the seed may run on any of them.
    for (let time = Date.UTC(2027, 11, 31, 15); time < Date.UTC(2029, 11, 31, 15); time += DAY_MS) {
      const now = new Date(time);
      for (const notice of DEMO_NOTICES) {
        const at = noticeDay(notice, now);
        at.setUTCHours(1, 49);
        const seeded = `seeded ${seoulDate(now)}`;
        problems.push(...noticeDateProblems(notice.title, at).map((problem) => `${seeded}: ${problem}`));
        if (!(at < now && at.getTime() > now.getTime() - 366 * DAY_MS)) {
          problems.push(`${seeded}: "${notice.title}" dated ${seoulDate(at)}, not in the year before`);
        }
      }
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it("dates each of the fake /v2's notices in a month its topic fits", () => {
    const problems = sampleNotices().flatMap((notice) =>
      noticeDateProblems(notice.title, new Date(notice.createdAt)),
    );
    expect(problems).toEqual([]);
  });
});
