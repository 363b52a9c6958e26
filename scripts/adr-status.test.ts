import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every decision record (docs/decisions/NNN-title.md) says where it stands: its title, a blank line, then a
 * `Status:` line (accepted, superseded by ADR NNN, accepted; amended by ADR NNN, or deprecated). A status names only
 * records that exist; a record superseded or amended by another is named by that other one, and a record that
 * supersedes or amends another is named in that one's status; the index (docs/decisions/README.md) lists every record.
 * The rules run on the real records, and on small made-up sets that break each rule once, so each is known to bite.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const decisions = path.join(root, 'docs/decisions');
const RECORD = /^(\d{3})-.+\.md$/;

/** The status paragraph: from the `Status:` line under the title to the next blank line. */
function statusOf(text: string): string | undefined {
  const lines = text.split('\n');
  if (lines[1] !== '' || !lines[2]?.startsWith('Status: ')) return undefined;
  const end = lines.indexOf('', 2);
  return lines.slice(2, end === -1 ? undefined : end).join(' ');
}

/** The status without its parentheses (asides and link targets), so that only the sentence's own ADRs remain. */
function withoutAsides(status: string): string {
  let text = status;
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/\s*\([^()]*\)/g, '');
  }
  return text;
}

const numbersIn = (text: string): string[] => [...text.matchAll(/ADRs? (\d{3})/g)].map((m) => m[1]!);
const mentions = (text: string, number: string): boolean => new RegExp(`(?<!\\d)${number}(?!\\d)`).test(text);

/** The ADRs a status says replace this one, wholly or in part: "superseded (in part) by ADR X", "amended by ADR X, ADR Y and ADR Z". */
function replacedBy(status: string): string[] {
  const list =
    /\b(?:superseded|amended)(?: in part)? by (\[?ADR \d{3}\]?(?:(?:,| and|, and) \[?ADR \d{3}\]?)*)/gi;
  return [...withoutAsides(status).matchAll(list)].flatMap((m) => numbersIn(m[1]!));
}

/** The ADRs a status says this one replaces: every ADR named in a "Supersedes …" or "Amends …" clause. */
function replaces(status: string): string[] {
  return [...withoutAsides(status).matchAll(/\b(?:supersedes|amends)\b([^;.]*)/gi)].flatMap((m) =>
    numbersIn(m[1]!),
  );
}

/** What is wrong with a set of records (file name → text) and their index. */
function problems(records: Record<string, string>, index: string): string[] {
  const found: string[] = [];
  const byNumber = new Map<string, string>();
  for (const file of Object.keys(records)) byNumber.set(RECORD.exec(file)![1]!, file);
  const statusOfNumber = (number: string) => statusOf(records[byNumber.get(number)!]!) ?? '';

  for (const [file, text] of Object.entries(records)) {
    const number = RECORD.exec(file)![1]!;
    if (!text.startsWith(`# ${number}. `))
      found.push(`${file}: the first line is not its title "# ${number}. …"`);
    const status = statusOf(text);
    if (status === undefined) {
      found.push(`${file}: no "Status:" line after its title and a blank line`);
      continue;
    }
    if (!/^Status: (accepted|superseded|deprecated)\b/.test(status)) {
      found.push(`${file}: the status does not begin with accepted, superseded or deprecated`);
    }
    for (const named of numbersIn(status)) {
      if (!byNumber.has(named)) found.push(`${file}: the status names ADR ${named}, which has no file`);
    }
    for (const [, target] of status.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)) {
      if (!(target! in records)) found.push(`${file}: the status links to ${target}, which does not exist`);
    }
    for (const later of replacedBy(status)) {
      const laterFile = byNumber.get(later);
      if (laterFile && !mentions(records[laterFile]!, number)) {
        found.push(`${file}: superseded or amended by ADR ${later}, but ${laterFile} never names ${number}`);
      }
    }
    for (const earlier of replaces(status)) {
      if (byNumber.has(earlier) && !mentions(statusOfNumber(earlier), number)) {
        found.push(`${file}: supersedes or amends ADR ${earlier}, whose status does not name ${number}`);
      }
    }
    if (!index.includes(`](${file})`)) found.push(`${file}: not listed in docs/decisions/README.md`);
  }
  return found;
}

function record(number: string, status: string | undefined, body = ''): string {
  return `# ${number}. A decision\n\n${status === undefined ? '' : `Status: ${status}\n\n`}## Context\n\n${body}\n`;
}

const indexOf = (files: string[]) =>
  files.map((file) => `- [${file.slice(0, 3)}. A decision](${file}): …`).join('\n');

describe('given the decision records', () => {
  it('every one has its status, its links back and its line in the index', () => {
    const records: Record<string, string> = {};
    for (const file of readdirSync(decisions).filter((name) => RECORD.test(name))) {
      records[file] = readFileSync(path.join(decisions, file), 'utf8');
    }
    expect(Object.keys(records).length).toBeGreaterThanOrEqual(50);
    expect(problems(records, readFileSync(path.join(decisions, 'README.md'), 'utf8'))).toEqual([]);
  });

  it('accepts a consistent set', () => {
    const records = {
      '001-a.md': record('001', 'superseded by ADR 003 (wholly)'),
      '002-b.md': record('002', 'accepted; amended by ADR 003 (the second point) and [ADR 004](004-d.md)'),
      '003-c.md': record('003', 'accepted. Supersedes ADR 001 and amends ADR 002 (the second point).'),
      '004-d.md': record('004', 'accepted (issue 9)', 'It changes what ADR 002 says.'),
    };
    expect(problems(records, indexOf(Object.keys(records)))).toEqual([]);
  });

  it('refuses a record without a status line right after its title', () => {
    const records = {
      '001-a.md': record('001', undefined),
      '002-b.md': '# 002. A decision\nStatus: accepted\n',
      '003-c.md': record('003', 'in force'),
    };
    expect(problems(records, indexOf(Object.keys(records)))).toEqual([
      '001-a.md: no "Status:" line after its title and a blank line',
      '002-b.md: no "Status:" line after its title and a blank line',
      '003-c.md: the status does not begin with accepted, superseded or deprecated',
    ]);
  });

  it('refuses a status naming an ADR that has no file', () => {
    const records = {
      '001-a.md': record('001', 'accepted; amended by ADR 007 (a part)'),
      '002-b.md': record('002', 'superseded by [ADR 001](001-gone.md)', 'ADR 001 replaces it.'),
    };
    expect(problems(records, indexOf(Object.keys(records)))).toEqual([
      '001-a.md: the status names ADR 007, which has no file',
      '002-b.md: the status links to 001-gone.md, which does not exist',
      '002-b.md: superseded or amended by ADR 001, but 001-a.md never names 002',
    ]);
  });

  it('refuses a replacement that the replacing record does not name, either way round', () => {
    const records = {
      '001-a.md': record('001', 'superseded in part by ADR 003: its frames are gone'),
      '002-b.md': record('002', 'accepted; amended by ADR 003 (a part) and ADR 004 (another)'),
      '003-c.md': record('003', 'accepted', 'Only ADR 002 is named here.'),
      '004-d.md': record('004', 'accepted. Supersedes ADR 001 (all of it).', 'ADR 002 too.'),
    };
    expect(problems(records, indexOf(Object.keys(records)))).toEqual([
      '001-a.md: superseded or amended by ADR 003, but 003-c.md never names 001',
      '004-d.md: supersedes or amends ADR 001, whose status does not name 004',
    ]);
  });

  it('refuses a record missing from the index', () => {
    const records = { '001-a.md': record('001', 'accepted'), '002-b.md': record('002', 'deprecated') };
    expect(problems(records, indexOf(['001-a.md']))).toEqual([
      '002-b.md: not listed in docs/decisions/README.md',
    ]);
  });
});
