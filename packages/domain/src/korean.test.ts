import { describe, expect, it } from 'vitest';
import { koreanEnding, particle, withParticle, type KoreanParticle } from './korean';

describe('given a Hangul word', () => {
  it.each([
    // word, 을/를, 이/가, 은/는, 과/와, 으로/로, 이에요/예요
    ['음식', '을', '이', '은', '과', '으로', '이에요'],
    ['자연', '을', '이', '은', '과', '으로', '이에요'],
    ['사과', '를', '가', '는', '와', '로', '예요'],
    ['고양이', '를', '가', '는', '와', '로', '예요'],
    ['연필', '을', '이', '은', '과', '로', '이에요'],
    ['책', '을', '이', '은', '과', '으로', '이에요'],
    ['물건', '을', '이', '은', '과', '으로', '이에요'],
    ['몸', '을', '이', '은', '과', '으로', '이에요'],
  ])('%s takes %s, %s, %s, %s, %s, %s', (word, object, subject, topic, and, toward, copula) => {
    const pairs: KoreanParticle[] = ['을/를', '이/가', '은/는', '과/와', '으로/로', '이에요/예요'];
    expect(pairs.map((pair) => particle(word, pair))).toEqual([object, subject, topic, and, toward, copula]);
  });

  it('reads the final consonant from the syllable code, first and last syllables included', () => {
    expect(koreanEnding('가')).toBe('vowel');
    expect(koreanEnding('갈')).toBe('rieul');
    expect(koreanEnding('힣')).toBe('consonant');
  });

  it('attaches the particle to the word', () => {
    expect(withParticle('음식', '을/를')).toBe('음식을');
    expect(withParticle('나무', '을/를')).toBe('나무를');
    expect(withParticle('달', '으로/로')).toBe('달로');
    expect(withParticle('사과', '이라고/라고')).toBe('사과라고');
  });
});

describe('given a number', () => {
  it.each([
    ['0', 'consonant'], // 영
    ['1', 'rieul'], // 일
    ['2', 'vowel'], // 이
    ['3', 'consonant'], // 삼
    ['4', 'vowel'], // 사
    ['5', 'vowel'], // 오
    ['6', 'consonant'], // 육
    ['7', 'rieul'], // 칠
    ['8', 'rieul'], // 팔
    ['9', 'vowel'], // 구
    ['10', 'consonant'], // 십
    ['200', 'consonant'], // 이백
    ['3000', 'consonant'], // 삼천
    ['40000', 'consonant'], // 사만
    ['12', 'vowel'], // 십이
    ['21', 'rieul'], // 이십일
    ['3.5', 'vowel'], // 삼 점 오
    ['2단계', 'vowel'], // the Hangul ends it
  ] as const)('%s ends in a %s', (word, ending) => {
    expect(koreanEnding(word)).toBe(ending);
  });

  it('takes the particle of its reading', () => {
    expect(withParticle('1', '으로/로')).toBe('1로');
    expect(withParticle('3', '으로/로')).toBe('3으로');
    expect(withParticle('2', '으로/로')).toBe('2로');
    expect(withParticle('10', '이/가')).toBe('10이');
  });
});

describe('given a Latin word', () => {
  it.each([
    // by the Korean spelling of English words, from the last letters
    ['ball', 'rieul'], // 볼
    ['pencil', 'rieul'], // 펜슬
    ['sun', 'consonant'], // 선
    ['moon', 'consonant'], // 문
    ['ham', 'consonant'], // 햄
    ['king', 'consonant'], // 킹
    ['cat', 'consonant'], // 캣
    ['cup', 'consonant'], // 컵
    ['duck', 'consonant'], // 덕
    ['clock', 'consonant'], // 클록
    ['rabbit', 'consonant'], // 래빗
    ['book', 'consonant'], // 북
    ['foot', 'consonant'], // 풋
    ['cake', 'vowel'], // 케이크
    ['apple', 'vowel'], // 애플
    ['dog', 'vowel'], // 도그
    ['egg', 'vowel'], // 에그
    ['milk', 'vowel'], // 밀크
    ['boat', 'vowel'], // 보트
    ['fish', 'vowel'], // 피시
    ['grapes', 'vowel'], // 그레이프스
    ['car', 'vowel'], // 카
    ['tree', 'vowel'], // 트리
    ['Sam', 'consonant'], // 샘: a name is a word, not an abbreviation
    ['Mia', 'vowel'], // 미아
  ] as const)('%s ends in a %s', (word, ending) => {
    expect(koreanEnding(word)).toBe(ending);
  });

  it.each([
    // capitals are read by the letters' Korean names
    ['B', 'vowel'], // 비
    ['L', 'rieul'], // 엘
    ['M', 'consonant'], // 엠
    ['N', 'consonant'], // 엔
    ['R', 'vowel'], // 아르
    ['T', 'vowel'], // 티
    ['X', 'vowel'], // 엑스
    ['TV', 'vowel'], // 티브이
    ['HTML', 'rieul'], // 에이치티엠엘
  ] as const)('the letters %s end in a %s', (word, ending) => {
    expect(koreanEnding(word)).toBe(ending);
  });

  it('takes the particle of its reading', () => {
    expect(withParticle('egg', '과/와')).toBe('egg와');
    expect(withParticle('cat', '과/와')).toBe('cat과');
    expect(withParticle('cake', '은/는')).toBe('cake는');
    expect(withParticle('moon', '을/를')).toBe('moon을');
    expect(withParticle('B', '으로/로')).toBe('B로');
    expect(withParticle('L', '으로/로')).toBe('L로');
    expect(withParticle('M', '으로/로')).toBe('M으로');
    expect(withParticle('cup', '이라고/라고')).toBe('cup이라고');
  });
});

describe('given a word with marks after it', () => {
  it.each([
    ['사과.', 'vowel'],
    ['"책"', 'consonant'],
    ['연필!', 'rieul'],
    ['ball(공)', 'rieul'], // the particle agrees with the word before a gloss
    ['computer (컴퓨터)', 'vowel'],
  ] as const)('%s ends in a %s', (word, ending) => {
    expect(koreanEnding(word)).toBe(ending);
  });

  it('takes the first form when nothing can be read', () => {
    expect(particle('', '을/를')).toBe('을');
    expect(particle('★', '이/가')).toBe('이');
  });
});
