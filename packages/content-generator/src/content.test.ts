import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  COURSES,
  questionLayout,
  SAMPLE_TEST,
  TEST_SPECS,
  weeklyTestTitle,
  type ContentPaper,
} from '@buddy/domain';
import { buildBank, papersJson, tierOf } from './build';
import { clipNamesOf, mediaIndexJson, opaqueName, opusTags, parseMediaIndex } from './media';
import { CONTENT_DIR } from './paths';

const content = CONTENT_DIR;
const index = parseMediaIndex(readFileSync(path.join(content, 'media-index.json'), 'utf8'));
const bank = buildBank(clipNamesOf(index));
const all: ContentPaper[] = [...bank.papers.values()].flat();
const visible = (paper: ContentPaper) => paper.questns.filter((q) => q.questnDpTp !== 'N');

describe('the committed content bank', () => {
  it.each([...bank.papers.keys()])(
    'content/papers/%s.json is what the generator writes (run npm run content)',
    (name) => {
      const file = path.join(content, 'papers', `${name}.json`);
      expect(readFileSync(file, 'utf8')).toBe(papersJson(bank.papers.get(name) ?? []));
    },
  );

  it('content/media-index.json names the clip of every text the papers speak, and nothing else', () => {
    const audio = Object.fromEntries(bank.audio.map((clip) => [clip.text, clip.file]));
    expect(readFileSync(path.join(content, 'media-index.json'), 'utf8')).toBe(mediaIndexJson({ audio }));
  });

  it('has every medium the papers use, small, and every drawing as the generator draws it', () => {
    const files = [
      ...bank.audio.map((clip) => path.join(content, 'media', 'audio', clip.file)),
      ...bank.images.map((image) => path.join(content, 'media', 'images', image.file)),
    ];
    const missing = files.filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
    const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(8 * 1024 * 1024);
    for (const image of bank.images) {
      const svg = readFileSync(path.join(content, 'media', 'images', image.file), 'utf8');
      expect(svg, image.file).toBe(image.svg);
      expect(svg).toMatch(/viewBox="0 0 120 120"/);
      expect(svg).not.toContain('<title>');
    }
  });

  it('references only media that exist under /content/', () => {
    const urls = new Set<string>();
    for (const q of all.flatMap((p) => p.questns)) {
      for (const url of [
        q.questnAudUrl,
        q.grpAudUrl,
        q.exmpls?.exmplImgUrl,
        ...q.shetss.map((s) => s.shetsImageUrl),
      ]) {
        if (url) urls.add(url);
      }
    }
    for (const url of urls) {
      expect(url).toMatch(/^\/content\/(audio\/[0-9a-f]{16}\.ogg|images\/[0-9a-f]{16}\.svg)$/);
      expect(existsSync(path.join(content, 'media', url.replace('/content/', ''))), url).toBe(true);
    }
  });
});

describe('the papers', () => {
  it('are the weekly and monthly papers of every course and step, six level tests and the sample test', () => {
    const codes = all.map((p) => p.questnCd);
    expect(new Set(codes).size).toBe(codes.length);
    for (const course of COURSES) {
      for (let step = 1; step <= 7; step += 1) {
        for (let week = 1; week <= 4; week += 1) expect(codes).toContain(`W-${course}-${step}-${week}`);
        expect(codes).toContain(`M-${course}-${step}`);
      }
    }
    expect(codes.filter((c) => c.startsWith('L-'))).toEqual(['L-1', 'L-2', 'L-3', 'L-4', 'L-5', 'L-6']);
    expect(codes.filter((c) => !/^(W|M|L)-[A-G1-6]/.test(c))).toEqual([SAMPLE_TEST.questnCd]);
    expect(all).toHaveLength(7 * 7 * 5 + 6 + 1);
  });

  it("has a sample weekly test in A 1's format whose questions are not the member paper's (ADR 047)", () => {
    const sample = all.find((p) => p.questnCd === SAMPLE_TEST.questnCd);
    const member = all.find(
      (p) => p.questnCd === `W-${SAMPLE_TEST.course}-${SAMPLE_TEST.step}-${SAMPLE_TEST.week}`,
    );
    expect(sample).toMatchObject({
      stdTstTp: 'W',
      stdCourse: SAMPLE_TEST.course,
      stdStep: SAMPLE_TEST.step,
      stdWeek: SAMPLE_TEST.week,
      title: member?.title,
    });
    const asked = (paper: ContentPaper | undefined) =>
      (paper?.questns ?? []).map((q) => JSON.stringify([q.questnText, q.grpText, q.shetss]));
    const memberQuestions = new Set(asked(member));
    expect(asked(sample)).toHaveLength(TEST_SPECS.W.questions);
    expect(asked(sample).filter((question) => memberQuestions.has(question))).toEqual([]);
  });

  it.each(all.map((p) => [p.questnCd, p] as const))(
    '%s has the counts, title and minutes of spec §9',
    (_code, paper) => {
      const spec = TEST_SPECS[paper.stdTstTp];
      expect(visible(paper)).toHaveLength(spec.questions);
      expect(paper.questnMstm).toBe(spec.minutes);
      expect(paper.questns.map((q) => q.questnSeq)).toEqual(paper.questns.map((_, i) => i + 1));
      if (paper.stdTstTp === 'W') expect(paper.title).toBe(weeklyTestTitle(paper.stdStep ?? 0));
      if (paper.stdTstTp === 'M') expect(paper).toMatchObject({ title: 'Monthly Test', stdWeek: 0 });
      if (paper.stdTstTp === 'L')
        expect(paper).toMatchObject({ title: 'Level Test', stdCourse: null, stdStep: null });
      const hidden = paper.questns.filter((q) => q.questnDpTp === 'N');
      expect(hidden.length).toBeLessThanOrEqual(1);
      if (hidden[0]) expect(hidden[0].questnSeq).toBe(paper.questns.length);
      expect(paper.questns.some((q) => q.questnAudUrl || q.grpAudUrl)).toBe(true);
    },
  );

  it('has only well-formed questions', () => {
    // One list of problems, asserted once: thousands of expect calls with messages took over 5 s on a loaded CI machine.
    const problems: string[] = [];
    const check = (ok: boolean, where: string, what: string) => {
      if (!ok) problems.push(`${where}: ${what}`);
    };
    for (const paper of all) {
      const texts = new Set<string>();
      for (const q of paper.questns) {
        const where = `${paper.questnCd} #${q.questnSeq}`;
        const key = `${q.questnText}|${q.shetss.map((s) => s.shetsText).join(',')}|${q.corrAnswrs.join(',')}`;
        check(!texts.has(key), where, 'is a duplicate');
        texts.add(key);
        check(Boolean(q.questnTrans), where, 'has no translation');
        check(Boolean(q.questnCmmtry), where, 'has no commentary');
        check(Boolean(q.questnRelTxtBook), where, 'names no textbook page');
        if (q.questnTp === 'MC') {
          check(q.shetss.length >= 3 && q.shetss.length <= 5, where, `has ${q.shetss.length} choices`);
          check(
            q.shetss.every((s, i) => s.shetsSeq === i + 1),
            where,
            'numbers its choices out of order',
          );
          check(q.corrAnswrs.length === q.questnAnswrCnt, where, 'has a wrong number of answers');
          check(
            q.corrAnswrs.every((answer) => Number(answer) >= 1 && Number(answer) <= q.shetss.length),
            where,
            'has an answer that is not one of its choices',
          );
          check(
            q.shetss.every((choice) => Boolean(choice.shetsText || choice.shetsImageUrl)),
            where,
            'has an empty choice',
          );
        } else {
          check(q.shetss.length === 0, where, 'is open but has choices');
          check(q.corrAnswrs.length > 0, where, 'is open but has no answer');
          check(
            q.corrAnswrs.every((a) => a.trim() !== ''),
            where,
            'has a blank answer',
          );
        }
        if (questionLayout(q.questnDpTp) === 'G')
          check(Boolean(q.grpText), where, 'is a group layout with no group text');
      }
    }
    expect(problems).toEqual([]);
  });

  it('never gives an answer away in the question text', () => {
    for (const q of all.flatMap((p) => p.questns)) {
      const answers =
        q.questnTp === 'OE'
          ? q.corrAnswrs
          : q.corrAnswrs.map((n) => q.shetss[Number(n) - 1]?.shetsText ?? '').filter((t) => t.length > 1);
      for (const answer of answers) {
        const word = new RegExp(`\\b${answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
        expect(word.test(q.questnText), `${q.questnText} gives away ${answer}`).toBe(false);
      }
    }
  });

  it('never shows a particle template: every particle agrees with its word (음식을, egg와 cake는)', () => {
    const template = /\((?:을|를|이|가|은|는|와|과|으)\)/u;
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Array.isArray(value)
          ? value.flatMap(texts)
          : value !== null && typeof value === 'object'
            ? Object.values(value).flatMap(texts)
            : [];
    const committed = readdirSync(path.join(content, 'papers'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(path.join(content, 'papers', file), 'utf8')) as unknown);
    const strings = [...texts(all), ...texts(committed)];
    expect(strings.length).toBeGreaterThan(10_000);
    expect(strings.filter((text) => template.test(text))).toEqual([]);
    const questions = all.flatMap((p) => p.questns);
    expect(questions.some((q) => q.questnText.startsWith('음식을 나타내는'))).toBe(true);
    expect(questions.some((q) => q.questnText.startsWith('자연을 나타내는'))).toBe(true);
  });

  it('spreads the correct choice over the positions', () => {
    const positions = new Map<string, number>();
    for (const q of all
      .flatMap((p) => p.questns)
      .filter((q) => q.questnTp === 'MC' && q.questnAnswrCnt === 1)) {
      const answer = q.corrAnswrs[0] ?? '';
      positions.set(answer, (positions.get(answer) ?? 0) + 1);
    }
    const counts = ['1', '2', '3'].map((p) => positions.get(p) ?? 0);
    const total = counts.reduce((a, b) => a + b, 0);
    for (const count of counts) expect(count / total).toBeGreaterThan(0.2);
  });

  it('holds every case of spec §3', () => {
    const questions = all.flatMap((p) => p.questns);
    for (const layout of ['A', 'B', 'C', 'D', 'N', 'G']) {
      expect(
        questions.some((q) => q.questnDpTp === layout),
        layout,
      ).toBe(true);
    }
    for (const kind of ['NB', 'BN', 'WB']) {
      expect(
        questions.some((q) => q.exmpls?.exmplTexts.some((t) => t.tp === kind)),
        kind,
      ).toBe(true);
    }
    expect(questions.some((q) => q.questnTp === 'OE')).toBe(true);
    expect(questions.some((q) => q.questnTp === 'OE' && q.corrAnswrs.length > 1)).toBe(true);
    expect(questions.some((q) => q.questnAnswrCnt === 2 && q.corrAnswrs.length === 2)).toBe(true);
    expect(questions.some((q) => q.shetss.some((s) => s.shetsImageUrl))).toBe(true);
    expect(questions.some((q) => q.exmpls?.exmplImgUrl)).toBe(true);
    expect(questions.some((q) => q.grpAudUrl && q.grpText)).toBe(true);
    expect(questions.some((q) => q.questnAudUrl)).toBe(true);
  });

  it('grows harder with course and step', () => {
    expect(tierOf(0, 1)).toBe(0);
    expect(tierOf(0, 5)).toBe(1);
    expect(tierOf(6, 7)).toBe(6);
    const grammarIn = (code: string) =>
      all
        .find((p) => p.questnCd === code)
        ?.questns.filter((q) => q.questnText.startsWith('빈칸에 알맞은 말을 고르세요.')).length ?? 0;
    expect(grammarIn('W-A-1-1')).toBe(0);
    expect(grammarIn('W-G-7-4')).toBe(1);
    const longest = (code: string) =>
      Math.max(
        ...(all.find((p) => p.questnCd === code)?.questns.map((q) => (q.grpText ?? '').length) ?? [0]),
      );
    expect(longest('W-G-7-1')).toBeGreaterThan(longest('W-A-1-1'));
  });
});

/* ---------- the media give no answer away ---------- */

/** The committed papers, as the server loads them (content/papers/*.json). */
const committed: ContentPaper[] = readdirSync(path.join(content, 'papers'))
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => JSON.parse(readFileSync(path.join(content, 'papers', name), 'utf8')) as ContentPaper[]);
const questions = committed.flatMap((paper) =>
  paper.questns.map((q) => ({ where: `${paper.questnCd} #${q.questnSeq}`, q })),
);
type Question = ContentPaper['questns'][number];

function addressesOf(q: Question): string[] {
  const urls = [q.questnAudUrl, q.grpAudUrl, q.exmpls?.exmplImgUrl, ...q.shetss.map((s) => s.shetsImageUrl)];
  return urls.filter((url): url is string => Boolean(url));
}

const fileOf = (address: string) => path.join(content, 'media', address.replace(/^\/content\//, ''));

/** The texts of the choices (and the written answers of an open question), in lower case. */
function choiceTexts(q: Question): string[] {
  const texts = [...q.shetss.map((s) => s.shetsText ?? ''), ...(q.questnTp === 'OE' ? q.corrAnswrs : [])];
  return texts.map((text) => text.trim().toLowerCase());
}

function answerTexts(q: Question): string[] {
  if (q.questnTp === 'OE') return q.corrAnswrs.map((text) => text.trim().toLowerCase());
  return q.corrAnswrs.map((n) => (q.shetss[Number(n) - 1]?.shetsText ?? '').trim().toLowerCase());
}

/**
 * A text and its slug form (`I'm fine` -> `i-m-fine`), as a name would spell it. Single letters are left out: the
 * first-letter questions' choices (A, E...) are in any name; those questions are covered by the checks below that
 * no drawing carries words and every name is a hash.
 */
function formsOf(text: string): string[] {
  const slug = text.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return [...new Set([text, slug])].filter((form) => form.length > 1);
}

/**
 * Whether an address's file name (the part that differs per question; `/content/audio/` would spell `on`) spells a
 * form. A form made only of hex digits (`be`, `add`) could occur inside a hash by chance, so it must stand alone
 * between non-alphanumerics there; any other form may not occur anywhere in the name.
 */
function spells(address: string, form: string): boolean {
  const name = path.posix
    .basename(address)
    .replace(/\.[a-z0-9]+$/, '')
    .toLowerCase();
  if (!/^[0-9a-f]+$/.test(form)) return name.includes(form);
  return new RegExp(`(?<![0-9a-z])${form}(?![0-9a-z])`).test(name);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether a text names a word as a whole (not inside a longer word; a trailing full stop still counts). */
const namesWord = (text: string, word: string) =>
  new RegExp(`(?<![a-z0-9])${escape(word)}(?![a-z0-9])`, 'i').test(text);

/** What an SVG says in words: its text nodes (title, desc, text) and its labelling attributes. */
function svgWords(svg: string): string {
  const labels = [...svg.matchAll(/\s(?:aria-label|aria-description|title|alt)="([^"]*)"/g)].map((m) => m[1]);
  const texts = svg.replace(/<[^>]*>/g, ' ');
  return [...labels, texts].join(' ').replace(/\s+/g, ' ').trim();
}

describe('the papers’ media (they must not give the answer away)', () => {
  it('are referenced by the committed papers', () => {
    expect(questions.filter(({ q }) => addressesOf(q).length > 0).length).toBeGreaterThan(1000);
  });

  it('have no address that spells a choice of the question', () => {
    const leaks = questions.flatMap(({ where, q }) =>
      addressesOf(q).flatMap((address) =>
        choiceTexts(q)
          .flatMap(formsOf)
          .filter((form) => spells(address, form))
          .map((form) => `${where}: ${address} spells "${form}"`),
      ),
    );
    expect(leaks).toEqual([]);
  });

  it('have no drawing whose words name the answer, and no words in a drawing at all', () => {
    const leaks: string[] = [];
    for (const { where, q } of questions) {
      for (const address of addressesOf(q).filter((url) => url.endsWith('.svg'))) {
        const words = svgWords(readFileSync(fileOf(address), 'utf8'));
        for (const answer of answerTexts(q).filter((text) => text.length > 1)) {
          if (namesWord(words, answer)) leaks.push(`${where}: ${address} says "${answer}"`);
        }
        if (words !== '') leaks.push(`${where}: ${address} carries the words "${words}"`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('have no clip whose Opus tags name a choice', () => {
    const leaks: string[] = [];
    for (const { where, q } of questions) {
      for (const address of addressesOf(q).filter((url) => url.endsWith('.ogg'))) {
        const comments = opusTags(readFileSync(fileOf(address))).join('\n');
        for (const text of choiceTexts(q).filter((choice) => choice.length > 1)) {
          if (namesWord(comments, text)) leaks.push(`${where}: ${address} has "${text}" in its comments`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('are files named by the SHA-256 of their bytes', () => {
    const addresses = new Set(questions.flatMap(({ q }) => addressesOf(q)));
    const wrong: string[] = [];
    for (const address of addresses) {
      const match = /^\/content\/(audio|images)\/([0-9a-f]{16})\.(ogg|svg)$/.exec(address);
      const file = fileOf(address);
      if (!match || !existsSync(file)) {
        wrong.push(`${address}: not an opaque name of an existing file`);
        continue;
      }
      const expected = opaqueName(readFileSync(file), match[3] === 'ogg' ? 'ogg' : 'svg');
      if (path.basename(file) !== expected) wrong.push(`${address}: the bytes hash to ${expected}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leave no file under media/audio or media/images that no paper uses', () => {
    const used = new Set(questions.flatMap(({ q }) => addressesOf(q)).map(fileOf));
    const present = ['audio', 'images'].flatMap((folder) => {
      const dir = path.join(content, 'media', folder);
      return existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : [];
    });
    expect(present.filter((file) => !used.has(file))).toEqual([]);
  });

  it('keep the clip index and the slide shows out of the served folder (no JSON under content/media)', () => {
    const json = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return json(file);
        return entry.name.endsWith('.json') ? [path.relative(content, file)] : [];
      });
    expect(json(path.join(content, 'media'))).toEqual([]);
  });
});
