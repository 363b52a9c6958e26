import { describe, expect, it } from 'vitest';
import {
  isLibrarySong,
  isLibraryType,
  LIBRARY_KINDS,
  LIBRARY_TYPES,
  libraryAccess,
  libraryKindAccess,
  libraryPageAccess,
  type LibraryArea,
} from './library';

const ALL_Y = 'YYYYYY';
const ALL_N = 'NNNNNN';

describe('library access (spec §6 table)', () => {
  it.each<[LibraryArea, number, string, string | null]>([
    // videos: denied when fee under 39000 and flags 1, 2, 3 and 5 all N
    ['videos', 38999, ALL_N, '동영상 사용권한이 없습니다'],
    ['videos', 39000, ALL_N, null],
    ['videos', 30000, 'YNNNNN', null],
    ['videos', 30000, 'NYNNNN', null],
    ['videos', 30000, 'NNYNNN', null],
    ['videos', 30000, 'NNNNYN', null],
    ['videos', 30000, 'NNNYNY', '동영상 사용권한이 없습니다'],
    // records: fee under 39000 and flag 5 N
    ['records', 30000, 'YYYYNY', '버디음원 사용권한이 없습니다'],
    ['records', 30000, 'NNNNYN', null],
    ['records', 39000, ALL_N, null],
    // grammars: fee under 39000 and flag 4 N
    ['grammars', 30000, 'YYYNYY', '문법강의 사용권한이 없습니다'],
    ['grammars', 30000, 'NNNYNN', null],
    ['grammars', 48000, ALL_N, null],
    // game (typing): fee under 39000
    ['game', 38999, ALL_Y, '영어타자게임 사용권한이 없습니다'],
    ['game', 39000, ALL_N, null],
    // englishadd: fee under 48000
    ['englishadd', 47999, ALL_Y, '영어보충학습실 사용권한이 없습니다'],
    ['englishadd', 48000, ALL_N, null],
    // kread: fee under 57000
    ['kread', 56999, ALL_Y, '리딩 사용권한이 없습니다'],
    ['kread', 57000, ALL_N, null],
    // rskill: flag 6 N
    ['rskill', 57000, 'YYYYYN', '리딩스킬 사용권한이 없습니다'],
    ['rskill', 0, 'NNNNNY', null],
    ['rskill', 57000, 'YYYYY', '리딩스킬 사용권한이 없습니다'],
  ])('%s with fee %i and flags %s -> %s', (area, memGuideFee, memRnlYn, alert) => {
    const access = libraryAccess(area, { memGuideFee, memRnlYn });
    expect(access).toEqual(alert === null ? { allowed: true } : { allowed: false, alert });
  });

  describe('given the demo library profiles', () => {
    it.each<[string, number, string, LibraryArea[]]>([
      ['fee 57000 all Y', 57000, ALL_Y, []],
      [
        'fee 30000 all N',
        30000,
        ALL_N,
        ['videos', 'records', 'grammars', 'game', 'englishadd', 'kread', 'rskill'],
      ],
      ['fee 48000 flag 6 N', 48000, 'YYYYYN', ['kread', 'rskill']],
    ])('%s is denied exactly %j', (_profile, memGuideFee, memRnlYn, denied) => {
      const areas: LibraryArea[] = ['videos', 'records', 'grammars', 'game', 'englishadd', 'kread', 'rskill'];
      expect(areas.filter((area) => !libraryAccess(area, { memGuideFee, memRnlYn }).allowed)).toEqual(denied);
    });
  });

  it('refuses a signed-out visitor with the plain permission alert', () => {
    expect(libraryAccess('videos', null)).toEqual({ allowed: false, alert: '사용권한이 없습니다.' });
  });
});

describe('library kinds (ADR 030)', () => {
  it('knows which type belongs to which kind', () => {
    expect(isLibraryType('animations', 'ebk')).toBe(true);
    expect(isLibraryType('audios', 'ani')).toBe(false);
    expect(isLibraryType('stpt', 'sp')).toBe(true);
    expect(LIBRARY_KINDS.flatMap((kind) => LIBRARY_TYPES[kind])).toHaveLength(17);
  });

  it('knows the sung videos (their viewer lists the lyrics): anisong, anichant, chant and song', () => {
    expect(LIBRARY_TYPES.animations.filter(isLibrarySong)).toEqual(['asg', 'act', 'cht', 'sng']);
    expect(isLibrarySong('ani')).toBe(false);
    expect(isLibrarySong('ebk')).toBe(false);
    expect(isLibrarySong('read')).toBe(false);
  });

  it('lets a signed-out visitor into the animation preview only', () => {
    expect(libraryKindAccess('animations', null)).toEqual({ allowed: true });
    for (const kind of LIBRARY_KINDS.filter((k) => k !== 'animations')) {
      expect(libraryKindAccess(kind, null)).toEqual({ allowed: false, alert: '사용권한이 없습니다.' });
    }
  });

  it('guards each kind with its row: reading and the study cards with membership only', () => {
    const none = { memGuideFee: 0, memRnlYn: 'NNNNNN' };
    // §6 gates only kread: the reading items (/library/reading/basic) are every member's (issue 30, defect 5).
    expect(libraryKindAccess('reading', { memGuideFee: 48000, memRnlYn: 'YYYYYN' })).toEqual({
      allowed: true,
    });
    expect(libraryKindAccess('reading', none)).toEqual({ allowed: true });
    expect(libraryKindAccess('reading', null)).toEqual({ allowed: false, alert: '사용권한이 없습니다.' });
    expect(libraryKindAccess('audios', none)).toEqual({
      allowed: false,
      alert: '버디음원 사용권한이 없습니다',
    });
    expect(libraryKindAccess('rskill', { memGuideFee: 57000, memRnlYn: 'YYYYYN' })).toEqual({
      allowed: false,
      alert: '리딩스킬 사용권한이 없습니다',
    });
    for (const kind of ['phonics', 'word', 'stpt'] as const) {
      expect(libraryKindAccess(kind, none)).toEqual({ allowed: true });
    }
  });
});

describe('libraryPageAccess', () => {
  const at = (memGuideFee: number, memRnlYn = 'YYYYYY') => ({ memGuideFee, memRnlYn });
  it('guards the K-reading page with the kread row and reading/basic with membership only', () => {
    expect(libraryPageAccess('reading/basic', 'reading', at(48000))).toEqual({ allowed: true });
    expect(libraryPageAccess('kread', 'reading', at(48000))).toEqual({
      allowed: false,
      alert: '리딩 사용권한이 없습니다',
    });
    expect(libraryPageAccess('kread', 'reading', at(57000, 'NNNNNN'))).toEqual({ allowed: true });
  });

  it("answers a visitor with the kind's refusal before the page's", () => {
    expect(libraryPageAccess('kread', 'reading', null)).toEqual({
      allowed: false,
      alert: '사용권한이 없습니다.',
    });
  });

  it('leaves every other page to its kind', () => {
    expect(libraryPageAccess('rskill', 'rskill', at(90000, 'YYYYYN'))).toEqual({
      allowed: false,
      alert: '리딩스킬 사용권한이 없습니다',
    });
    expect(libraryPageAccess('kstpt', 'stpt', at(0, 'NNNNNN'))).toEqual({ allowed: true });
  });
});
