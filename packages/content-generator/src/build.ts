/**
 * Builds every test paper of the content bank from bank.ts, deterministically (a seeded generator per paper): the
 * same bank gives byte-identical JSON. Media are referenced by opaque names (media.ts: the hash of the bytes, never
 * the word): drawings are hashed here, clips are named by the index generate.ts keeps, and generate.ts writes both.
 */
import { createHash } from 'node:crypto';
import {
  COURSES,
  MAX_STEP,
  MAX_WEEK,
  paperCode,
  SAMPLE_TEST,
  TEST_SPECS,
  weeklyTestTitle,
  particle,
  withParticle,
  type ContentPaper,
  type ContentQuestion,
  type ExampleText,
} from '@buddy/domain';
import { BOX_SENTENCES, DIALOGUES, GRAMMAR, STORIES, THEME_KO, WORDS, type Word } from './bank';
import { byCodePoint, opaqueName } from './media';
import { paperPictureOf, SCENE_NAMES, SCENE_WORDS, sceneOf } from './pictures';

/** A study clip to record: its slug (file name without .ogg) and the English text spoken. */
export interface AudioClip {
  slug: string;
  text: string;
}

/** A clip the papers play: the English text spoken and its file under media/audio. */
export interface PaperClip {
  text: string;
  file: string;
}

/** A drawing the papers show: its file under media/images (the hash of the SVG) and the SVG. */
export interface PaperImage {
  file: string;
  svg: string;
}

export interface Bank {
  papers: Map<string, ContentPaper[]>;
  audio: PaperClip[];
  images: PaperImage[];
}

/** The clip file (under media/audio) of a spoken text; generate.ts keeps them in content/media-index.json. */
export type ClipNames = (text: string) => string;

/** mulberry32: a small, well-spread seeded generator. */
export function generator(seed: string): () => number {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Picker {
  constructor(private readonly random: () => number) {}
  int(n: number): number {
    return Math.floor(this.random() * n);
  }
  one<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}

export function slugOf(text: string): string {
  const base = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  const hash = createHash('sha1').update(text).digest('hex').slice(0, 6);
  return `${base}-${hash}`;
}

/** The media the papers use, by opaque file name; each call answers the medium's /content/ address. */
class Registry {
  /** File by text. */
  readonly audio = new Map<string, string>();
  /** SVG by file. */
  readonly images = new Map<string, string>();

  constructor(private readonly clipNames: ClipNames) {}

  clip(text: string): string {
    const file = this.clipNames(text);
    this.audio.set(text, file);
    return `/content/audio/${file}`;
  }

  drawing(svg: string): string {
    const file = opaqueName(svg, 'svg');
    this.images.set(file, svg);
    return `/content/images/${file}`;
  }
}

/** Everything one paper needs while it is built. */
class PaperBuilder {
  readonly questions: ContentQuestion[] = [];
  private readonly usedWords = new Set<string>();
  private readonly usedItems = new Set<string>();

  constructor(
    readonly pick: Picker,
    /** 0–6; a level test raises it between its blocks. */
    public tier: number,
    private readonly registry: Registry,
    readonly book: (seq: number) => string,
  ) {}

  audio(text: string): string {
    return this.registry.clip(text);
  }

  picture(word: string): string {
    return this.registry.drawing(paperPictureOf(word));
  }

  scene(name: string): string {
    return this.registry.drawing(sceneOf(name));
  }

  /** Words up to the tier, not yet used in this paper; harder papers lean on their own tier. */
  word(filter: (word: Word) => boolean = () => true): Word {
    const fresh = (w: Word) => !this.usedWords.has(w.en);
    const tiers = (reach: number) => (w: Word) => w.tier <= this.tier + reach;
    // Unused words of the tier that pass the filter; failing that reach a tier up, then drop the filter.
    const candidates = [
      WORDS.filter((w) => tiers(0)(w) && fresh(w) && filter(w)),
      WORDS.filter((w) => tiers(1)(w) && fresh(w) && filter(w)),
      WORDS.filter((w) => tiers(1)(w) && fresh(w)),
      WORDS.filter((w) => fresh(w)),
    ];
    const pool = candidates.find((list) => list.length > 0) ?? [...WORDS];
    const recent = pool.filter((w) => w.tier >= this.tier - 2);
    const word = this.pick.one(recent.length >= 3 ? recent : pool);
    this.usedWords.add(word.en);
    return word;
  }

  /** Distractors: same theme where possible at higher tiers (harder), any theme at lower ones. */
  distractors(answer: Word, count: number): Word[] {
    const others = WORDS.filter((w) => w.en !== answer.en && w.tier <= Math.max(this.tier, 1));
    const sameTheme = others.filter((w) => w.theme === answer.theme);
    const pool = this.tier >= 3 && sameTheme.length >= count ? sameTheme : others;
    return this.pick.shuffle(pool).slice(0, count);
  }

  /** An item of a list up to the tier, preferring the newest tiers, not yet used in this paper. */
  item<T extends { tier: number }>(kind: string, items: readonly T[], key: (item: T) => string): T {
    const unused = items.filter((i) => !this.usedItems.has(`${kind}:${key(i)}`));
    // The nearest tiers first; when a tier has run out within this paper, reach one tier higher at a time.
    let pool: T[] = [];
    for (let reach = 0; pool.length === 0 && reach <= 6; reach += 1) {
      pool = unused.filter((i) => i.tier <= this.tier + reach);
    }
    if (pool.length === 0) pool = [...items];
    const near = pool.filter((i) => i.tier >= this.tier - 2);
    const chosen = this.pick.one(near.length > 0 ? near : pool);
    this.usedItems.add(`${kind}:${key(chosen)}`);
    return chosen;
  }

  get nextSeq(): number {
    return this.questions.length + 1;
  }

  /** Text choices in a shuffled order; answers the choices and the correct numbers. */
  choices(correct: readonly string[], wrong: readonly string[], pictures = false) {
    const all = this.pick.shuffle([
      ...correct.map((text) => ({ text, right: true })),
      ...wrong.map((text) => ({ text, right: false })),
    ]);
    return {
      shetss: all.map((choice, index) => ({
        shetsSeq: index + 1,
        shetsText: choice.text,
        shetsImageUrl: pictures ? this.picture(choice.text) : null,
      })),
      corrAnswrs: all.flatMap((choice, index) => (choice.right ? [String(index + 1)] : [])),
    };
  }

  add(
    question: Omit<
      ContentQuestion,
      'questnSeq' | 'questnRelTxtBook' | 'grpText' | 'grpAudUrl' | 'questnAudUrl' | 'exmpls' | 'tier'
    > &
      Partial<Pick<ContentQuestion, 'grpText' | 'grpAudUrl' | 'questnAudUrl' | 'exmpls'>>,
  ): void {
    const questnSeq = this.nextSeq;
    this.questions.push({
      questnSeq,
      tier: this.tier,
      grpText: null,
      grpAudUrl: null,
      questnAudUrl: null,
      exmpls: null,
      ...question,
      questnRelTxtBook: this.book(questnSeq),
    });
  }
}

/* ---------- question kinds ---------- */

function listenPicture(b: PaperBuilder): void {
  const answer = b.word();
  const count = b.tier >= 2 ? 4 : 3;
  const { shetss, corrAnswrs } = b.choices(
    [answer.en],
    b.distractors(answer, count - 1).map((w) => w.en),
    true,
  );
  b.add({
    section: 'listening',
    questnTp: 'MC',
    questnDpTp: 'B',
    questnText: '잘 듣고 알맞은 그림을 고르세요.',
    questnAudUrl: b.audio(answer.en),
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: `${answer.en}: ${answer.ko}`,
    questnCmmtry: `들려준 낱말은 ${answer.en}(${answer.ko})${particle(answer.en, '이에요/예요')}.`,
  });
}

function pictureWord(b: PaperBuilder): void {
  const answer = b.word();
  const { shetss, corrAnswrs } = b.choices(
    [answer.en],
    b.distractors(answer, 3).map((w) => w.en),
  );
  b.add({
    section: 'words',
    questnTp: 'MC',
    questnDpTp: 'C',
    questnText: '그림에 알맞은 낱말을 고르세요.',
    exmpls: { exmplImgUrl: b.picture(answer.en), exmplTexts: [] },
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: `${answer.en}: ${answer.ko}`,
    questnCmmtry: `그림은 ${withParticle(answer.ko, '이에요/예요')}. 영어로 ${withParticle(answer.en, '이라고/라고')} 해요.`,
  });
}

function listenWord(b: PaperBuilder): void {
  const answer = b.word();
  const wrong = b.distractors(answer, 3).map((w) => w.en);
  const { shetss, corrAnswrs } = b.choices([answer.en], wrong);
  b.add({
    section: 'listening',
    questnTp: 'MC',
    questnDpTp: 'A',
    questnText: '잘 듣고 들리는 낱말을 고르세요.',
    questnAudUrl: b.audio(answer.en),
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: `${answer.en}: ${answer.ko}`,
    questnCmmtry: `${withParticle(answer.en, '을/를')} 잘 듣고 첫소리 /${answer.en[0] ?? ''}/에 주의해 보세요.`,
  });
}

function firstLetter(b: PaperBuilder): void {
  const answer = b.word();
  const letter = (answer.en[0] ?? 'a').toUpperCase();
  const letters = b.pick.shuffle('ABCDEFGHIJKLMNOPRSTUW'.split('').filter((l) => l !== letter)).slice(0, 3);
  const { shetss, corrAnswrs } = b.choices([letter], letters);
  b.add({
    section: 'words',
    questnTp: 'MC',
    questnDpTp: 'C',
    questnText: '그림의 낱말은 어떤 글자로 시작하나요?',
    exmpls: { exmplImgUrl: b.picture(answer.en), exmplTexts: [] },
    questnAudUrl: b.audio(answer.en),
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: `${answer.en}: ${answer.ko}`,
    questnCmmtry: `${withParticle(answer.en, '은/는')} ${withParticle(letter, '으로/로')} 시작해요.`,
  });
}

function grammar(b: PaperBuilder): void {
  const item = b.item('grammar', GRAMMAR, (g) => g.sentence);
  const { shetss, corrAnswrs } = b.choices([item.answer], item.distractors);
  b.add({
    section: 'sentences',
    questnTp: 'MC',
    questnDpTp: 'A',
    questnText: `빈칸에 알맞은 말을 고르세요.\n${item.sentence}`,
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: item.ko,
    questnCmmtry: item.tip,
  });
}

function dialogue(b: PaperBuilder): void {
  const item = b.item('dialogue', DIALOGUES, (d) => d.a.line);
  const texts: ExampleText[] = [
    { seq: 1, tp: 'NB', txt: `${item.a.name}: ${item.a.line}` },
    { seq: 2, tp: 'BN', txt: `${item.b.line} :${item.b.name}` },
  ];
  const { shetss, corrAnswrs } = b.choices([item.answer], item.distractors);
  b.add({
    section: 'listening',
    questnTp: 'MC',
    questnDpTp: 'D',
    questnText: '대화를 잘 듣고 빈칸에 알맞은 말을 고르세요.',
    questnAudUrl: b.audio(`${item.a.line} ${item.b.line.replace('___', item.answer)}`),
    exmpls: { exmplImgUrl: null, exmplTexts: texts },
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: item.ko,
    questnCmmtry: item.tip,
  });
}

function wordBox(b: PaperBuilder): void {
  const item = b.item('box', BOX_SENTENCES, (s) => s.sentence);
  const boxWords = b.pick.shuffle(item.box);
  const { shetss, corrAnswrs } = b.choices(
    [item.answer],
    item.box.filter((w) => w !== item.answer),
  );
  b.add({
    section: 'sentences',
    questnTp: 'MC',
    questnDpTp: 'D',
    questnText: '상자 안의 낱말 중에서 빈칸에 알맞은 것을 고르세요.',
    exmpls: {
      exmplImgUrl: null,
      exmplTexts: [
        { seq: 1, tp: 'WB', txt: boxWords.join(' / ') },
        { seq: 2, tp: 'NB', txt: item.sentence },
      ],
    },
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: item.ko,
    questnCmmtry: item.tip,
  });
}

/** Two or more words as the topic of a sentence, the particles agreeing with each: 'egg와 cake는', 'cat과 duck은'. */
function bothOf(words: readonly string[]): string {
  const last = words.at(-1) ?? '';
  const others = words.slice(0, -1).map((word) => withParticle(word, '과/와'));
  return [...others, withParticle(last, '은/는')].join(' ');
}

function chooseTwo(b: PaperBuilder): void {
  const themes = (['animal', 'food', 'thing', 'nature'] as const).filter(
    (theme) => WORDS.filter((w) => w.theme === theme && w.tier <= Math.max(b.tier, 1)).length >= 2,
  );
  const theme = b.item(
    'theme',
    themes.map((name) => ({ name, tier: 0 })),
    (t) => t.name,
  ).name;
  const right = b.pick
    .shuffle(WORDS.filter((w) => w.theme === theme && w.tier <= Math.max(b.tier, 1)))
    .slice(0, 2);
  const wrong = b.pick
    .shuffle(WORDS.filter((w) => w.theme !== theme && w.tier <= Math.max(b.tier, 1)))
    .slice(0, 3);
  const { shetss, corrAnswrs } = b.choices(
    right.map((w) => w.en),
    wrong.map((w) => w.en),
  );
  b.add({
    section: 'words',
    questnTp: 'MC',
    questnDpTp: 'A',
    questnText: `${withParticle(THEME_KO[theme], '을/를')} 나타내는 낱말을 두 개 고르세요.`,
    shetss,
    questnAnswrCnt: 2,
    corrAnswrs,
    questnTrans: right.map((w) => `${w.en}: ${w.ko}`).join(', '),
    questnCmmtry: `${bothOf(right.map((w) => w.en))} ${withParticle(THEME_KO[theme], '이에요/예요')}. 답을 두 개 모두 골라야 맞아요.`,
  });
}

function spellWord(b: PaperBuilder): void {
  const answer = b.word((w) => w.en.length <= 3 + b.tier);
  b.add({
    section: 'words',
    questnTp: 'OE',
    questnDpTp: 'C',
    questnText: '그림을 보고 낱말을 영어로 쓰세요.',
    exmpls: { exmplImgUrl: b.picture(answer.en), exmplTexts: [] },
    shetss: [],
    questnAnswrCnt: 1,
    corrAnswrs: [answer.en],
    questnTrans: `${answer.en}: ${answer.ko}`,
    questnCmmtry: `${withParticle(answer.ko, '은/는')} 영어로 ${withParticle(answer.en, '이에요/예요')}. 철자를 하나씩 확인해 보세요.`,
  });
}

/** A scene not yet used in this paper (they repeat only when all four are used). */
function freshScene(b: PaperBuilder): string {
  return b.item(
    'scene',
    SCENE_NAMES.map((name) => ({ name, tier: 0 })),
    (scene) => scene.name,
  ).name;
}

function completeSentence(b: PaperBuilder): void {
  const sceneName = freshScene(b);
  const scene = SCENE_WORDS[sceneName];
  if (!scene) throw new Error(`scene ${sceneName} has no word`);
  const article = /^[aeiou]/.test(scene.word) ? 'an' : 'a';
  b.add({
    section: 'sentences',
    questnTp: 'OE',
    questnDpTp: 'C',
    questnText: `그림을 보고 빈칸에 알맞은 낱말을 쓰세요.\nI can see ${article} ___.`,
    exmpls: { exmplImgUrl: b.scene(sceneName), exmplTexts: [] },
    shetss: [],
    questnAnswrCnt: 1,
    corrAnswrs: [scene.word, `${article} ${scene.word}`],
    questnTrans: `나는 ${withParticle(scene.word, '을/를')} 볼 수 있어요.`,
    questnCmmtry: scene.ko,
  });
}

function sceneChoice(b: PaperBuilder): void {
  const sceneName = freshScene(b);
  const scene = SCENE_WORDS[sceneName];
  if (!scene) throw new Error(`scene ${sceneName} has no word`);
  const answerWord = WORDS.find((w) => w.en === scene.word);
  if (!answerWord) throw new Error(`scene word ${scene.word} is not in the bank`);
  const { shetss, corrAnswrs } = b.choices(
    [scene.word],
    b.distractors(answerWord, 3).map((w) => w.en),
  );
  b.add({
    section: 'words',
    questnTp: 'MC',
    questnDpTp: 'C',
    questnText: '그림에서 볼 수 있는 것을 고르세요.',
    exmpls: { exmplImgUrl: b.scene(sceneName), exmplTexts: [] },
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: `${scene.word}: ${answerWord.ko}`,
    questnCmmtry: scene.ko,
  });
}

function story(b: PaperBuilder): void {
  const item = b.item('story', STORIES, (s) => s.title);
  const grpAudUrl = b.audio(item.text);
  const grpText = `${item.title}\n${item.text}`;
  for (const question of item.questions) {
    const { shetss, corrAnswrs } = b.choices([question.answer], question.distractors);
    b.add({
      section: 'reading',
      questnTp: 'MC',
      questnDpTp: 'G',
      questnText: question.ask,
      grpText,
      grpAudUrl,
      shetss,
      questnAnswrCnt: 1,
      corrAnswrs,
      questnTrans: item.ko,
      questnCmmtry: question.tip,
    });
  }
}

/** A practice item kept on monthly papers but hidden from the child (layout N): it is never shown or graded. */
function hiddenPractice(b: PaperBuilder): void {
  const answer = b.word();
  const { shetss, corrAnswrs } = b.choices(
    [answer.en],
    b.distractors(answer, 2).map((w) => w.en),
  );
  b.add({
    questnTp: 'MC',
    questnDpTp: 'N',
    questnText: '(연습 문제) 알맞은 낱말을 고르세요.',
    shetss,
    questnAnswrCnt: 1,
    corrAnswrs,
    questnTrans: `${answer.en}: ${answer.ko}`,
    questnCmmtry: '선생님 확인용 연습 문제예요.',
  });
}

/** Ten visible questions: the weekly block; every kind of question once, harder kinds from higher tiers. */
function block(b: PaperBuilder): void {
  listenPicture(b);
  pictureWord(b);
  listenWord(b);
  if (b.tier < 2) firstLetter(b);
  else grammar(b);
  dialogue(b);
  wordBox(b);
  chooseTwo(b);
  if (b.tier >= 3) completeSentence(b);
  else if (b.pick.int(2) === 0) spellWord(b);
  else sceneChoice(b);
  story(b);
}

/** The tier of a course and step: course A is 0, G is 6; the second half of the steps reaches one tier up. */
export function tierOf(courseIndex: number, step: number): number {
  return Math.min(6, courseIndex + (step > 4 ? 1 : 0));
}

/**
 * A weekly paper of a course, step and week; `own` gives a paper of that format its own code (the seed of its picks)
 * and its own textbook locations: the sample weekly test (ADR 047).
 */
function weekly(
  course: string,
  courseIndex: number,
  step: number,
  week: number,
  registry: Registry,
  own?: { code: string; locate: (seq: number) => string },
): ContentPaper {
  const code = own?.code ?? paperCode({ stdTstTp: 'W', stdCourse: course, stdStep: step, stdWeek: week });
  const b = new PaperBuilder(
    new Picker(generator(code)),
    tierOf(courseIndex, step),
    registry,
    own?.locate ??
      ((seq) =>
        `Buddy ${course} ${step}권 ${week}주 ${((seq - 1) % 5) + 1}일차 p.${(week - 1) * 16 + seq + 2}`),
  );
  block(b);
  return {
    questnCd: code,
    stdTstTp: 'W',
    title: weeklyTestTitle(step),
    stdCourse: course,
    stdStep: step,
    stdWeek: week,
    lvtGrd: null,
    questnMstm: TEST_SPECS.W.minutes,
    questns: b.questions,
  };
}

/**
 * The sample weekly test a visitor can take without an account (ADR 047): the format of A 1권 1주's test on a seed of
 * its own, so its answer key is not the member paper's.
 */
function sampleWeekly(registry: Registry): ContentPaper {
  const { questnCd, course, step, week } = SAMPLE_TEST;
  return weekly(course, COURSES.indexOf(course), step, week, registry, {
    code: questnCd,
    locate: (seq) => `Buddy ${course} ${step}권 맛보기 ${seq}번`,
  });
}

function monthly(course: string, courseIndex: number, step: number, registry: Registry): ContentPaper {
  const code = paperCode({ stdTstTp: 'M', stdCourse: course, stdStep: step });
  const b = new PaperBuilder(
    new Picker(generator(code)),
    tierOf(courseIndex, step),
    registry,
    (seq) => `Buddy ${course} ${step}권 ${Math.floor((seq - 1) / 5) + 1}주 복습 p.${seq + 60}`,
  );
  block(b);
  block(b);
  hiddenPractice(b);
  return {
    questnCd: code,
    stdTstTp: 'M',
    title: 'Monthly Test',
    stdCourse: course,
    stdStep: step,
    stdWeek: 0,
    lvtGrd: null,
    questnMstm: TEST_SPECS.M.minutes,
    questns: b.questions,
  };
}

/** The level test of a school grade: three blocks, from easier to harder than the grade's usual course. */
function level(grade: number, registry: Registry): ContentPaper {
  const code = paperCode({ stdTstTp: 'L', lvtGrd: grade });
  const base = Math.max(0, grade - 2);
  const b = new PaperBuilder(
    new Picker(generator(code)),
    base,
    registry,
    (seq) => `Buddy 레벨 테스트 ${grade}학년 ${seq}번`,
  );
  for (const tier of [base, Math.min(6, base + 1), Math.min(6, base + 2)]) {
    b.tier = tier;
    block(b);
  }
  const questions = b.questions;
  return {
    questnCd: code,
    stdTstTp: 'L',
    title: 'Level Test',
    stdCourse: null,
    stdStep: null,
    stdWeek: null,
    lvtGrd: grade,
    questnMstm: TEST_SPECS.L.minutes,
    questns: questions,
  };
}

/**
 * Every paper, by output file (A..G and level), and the media they use. Which texts are spoken does not depend on
 * the clip names, so generate.ts can first build with any names to learn the texts, then record what is missing.
 */
export function buildBank(clipNames: ClipNames): Bank {
  const registry = new Registry(clipNames);
  const papers = new Map<string, ContentPaper[]>();
  COURSES.forEach((course, courseIndex) => {
    const list: ContentPaper[] = [];
    for (let step = 1; step <= MAX_STEP; step += 1) {
      for (let week = 1; week <= MAX_WEEK; week += 1)
        list.push(weekly(course, courseIndex, step, week, registry));
      list.push(monthly(course, courseIndex, step, registry));
    }
    papers.set(course, list);
  });
  papers.set(
    'level',
    [1, 2, 3, 4, 5, 6].map((grade) => level(grade, registry)),
  );
  papers.set('sample', [sampleWeekly(registry)]);
  return {
    papers,
    audio: [...registry.audio]
      .map(([text, file]) => ({ text, file }))
      .sort((a, b) => byCodePoint(a.text, b.text)),
    images: [...registry.images]
      .map(([file, svg]) => ({ file, svg }))
      .sort((a, b) => byCodePoint(a.file, b.file)),
  };
}

/** The JSON text of one papers file, as committed. */
export function papersJson(papers: readonly ContentPaper[]): string {
  return `${JSON.stringify(papers, null, 2)}\n`;
}
