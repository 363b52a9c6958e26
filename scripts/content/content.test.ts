import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COURSES, questionLayout, TEST_SPECS, weeklyTestTitle, type ContentPaper } from '@buddy/domain';
import { buildBank, papersJson, tierOf } from './build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const content = path.join(root, 'content');
const bank = buildBank();
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

  it('has every medium the papers use, small', () => {
    const files = [
      ...bank.audio.map((clip) => path.join(content, 'media', 'audio', `${clip.slug}.ogg`)),
      ...[...bank.pictures, ...bank.scenes].map((name) =>
        path.join(content, 'media', 'images', `${name}.svg`),
      ),
    ];
    const missing = files.filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
    const total = files.reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(8 * 1024 * 1024);
    for (const name of bank.pictures) {
      const svg = readFileSync(path.join(content, 'media', 'images', `${name}.svg`), 'utf8');
      expect(svg).toMatch(/viewBox="0 0 120 120"/);
      expect(svg).toContain(`<title>${name}</title>`);
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
      expect(url).toMatch(/^\/content\/(audio\/[\w-]+\.ogg|images\/[\w-]+\.svg)$/);
      expect(existsSync(path.join(content, 'media', url.replace('/content/', ''))), url).toBe(true);
    }
  });
});

describe('the papers', () => {
  it('are the weekly and monthly papers of every course and step, and six level tests', () => {
    const codes = all.map((p) => p.questnCd);
    expect(new Set(codes).size).toBe(codes.length);
    for (const course of COURSES) {
      for (let step = 1; step <= 7; step += 1) {
        for (let week = 1; week <= 4; week += 1) expect(codes).toContain(`W-${course}-${step}-${week}`);
        expect(codes).toContain(`M-${course}-${step}`);
      }
    }
    expect(codes.filter((c) => c.startsWith('L-'))).toEqual(['L-1', 'L-2', 'L-3', 'L-4', 'L-5', 'L-6']);
    expect(all).toHaveLength(7 * 7 * 5 + 6);
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
    for (const paper of all) {
      const texts = new Set<string>();
      for (const q of paper.questns) {
        const where = `${paper.questnCd} #${q.questnSeq}`;
        const key = `${q.questnText}|${q.shetss.map((s) => s.shetsText).join(',')}|${q.corrAnswrs.join(',')}`;
        expect(texts.has(key), `${where} is a duplicate`).toBe(false);
        texts.add(key);
        expect(q.questnTrans, where).toBeTruthy();
        expect(q.questnCmmtry, where).toBeTruthy();
        expect(q.questnRelTxtBook, where).toBeTruthy();
        if (q.questnTp === 'MC') {
          expect(q.shetss.length, where).toBeGreaterThanOrEqual(3);
          expect(q.shetss.length, where).toBeLessThanOrEqual(5);
          expect(q.shetss.map((s) => s.shetsSeq)).toEqual(q.shetss.map((_, i) => i + 1));
          expect(q.corrAnswrs, where).toHaveLength(q.questnAnswrCnt);
          for (const answer of q.corrAnswrs) expect(Number(answer)).toBeLessThanOrEqual(q.shetss.length);
          for (const choice of q.shetss) expect(choice.shetsText || choice.shetsImageUrl, where).toBeTruthy();
        } else {
          expect(q.shetss, where).toEqual([]);
          expect(q.corrAnswrs.length, where).toBeGreaterThan(0);
          expect(
            q.corrAnswrs.every((a) => a.trim() !== ''),
            where,
          ).toBe(true);
        }
        if (questionLayout(q.questnDpTp) === 'G') expect(q.grpText, where).toBeTruthy();
      }
    }
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
