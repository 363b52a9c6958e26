/**
 * Every word the daily-study components show, in Korean by default (spec §2 Study area, §3 Study session, §4).
 * Each component takes a `words` prop with any of its entries replaced, so another language can reuse them.
 */
import { UNIT_KIND_LABELS, withParticle } from '@buddy/domain';

/** An activity's name as the mascot says it: in quotes, the particle agreeing with its last sound. */
const named = (title: string) => `‘${title}’`;

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export const dailyStudyWords = {
  showPoster: {
    /** The button that opens the show. */
    open: '영상 보기',
    /** What the show is, on the poster. */
    video: '영상',
    song: '노래',
    scenes: (count: number) => `장면 ${count}개`,
  },
  slideShow: {
    /** The player's accessible name (the unit's title is added). */
    label: (title: string) => `${title} 영상`,
    play: '재생',
    pause: '일시정지',
    replay: '처음부터 다시 보기',
    previous: '이전 장면',
    next: '다음 장면',
    meaning: '우리말 뜻',
    slide: (index: number, total: number) => `장면 ${index} / ${total}`,
    progress: '장면 진행',
    dot: (index: number) => `${index}번 장면`,
    slideDone: '본 장면',
    finished: '끝까지 다 봤어요!',
    keys: '스페이스 키로 재생하거나 멈추고, 화살표 키로 장면을 옮길 수 있어요.',
    empty: '볼 장면이 없어요.',
    /** A song's lyric list (lyrics on). */
    lyrics: '가사',
    lyricLine: (index: number) => `${index}번째 줄`,
    lyricNow: '지금 부르는 줄',
  },
  readingCards: {
    label: (title: string) => `${title} 카드`,
    card: (index: number, total: number) => `${index} / ${total}`,
    previous: '이전 문장',
    next: '다음 문장',
    listen: '듣기',
    listenLabel: (text: string) => `${text} 듣기`,
    meaning: '우리말 뜻',
    done: '읽었어요',
    doneAlready: '읽은 문장',
    empty: '읽을 문장이 없어요.',
  },
  wordCards: {
    label: (title: string) => `${title} 단어 카드`,
    flipToBack: (word: string) => `${word} 카드 뒤집어 뜻 보기`,
    flipToFront: (word: string) => `${word} 카드 앞면 보기`,
    listen: '듣기',
    listenLabel: (word: string) => `${word} 듣기`,
    example: '예문',
    seen: '본 단어',
    hint: '카드를 눌러 뒤집어 보세요.',
    empty: '단어 카드가 없어요.',
  },
  record: {
    heading: '내 목소리 녹음',
    idle: '버튼을 누르고 따라 말해 보세요.',
    start: '녹음하기',
    asking: '마이크를 켜고 있어요. 마이크 사용을 허락해 주세요.',
    recording: '녹음 중이에요',
    elapsed: (ms: number) => clock(ms),
    elapsedLabel: (ms: number, maxSeconds: number) =>
      `녹음 시간 ${clock(ms)}, 최대 ${clock(maxSeconds * 1000)}`,
    stop: '녹음 멈추기',
    recorded: '녹음했어요. 들어 보고 올려 주세요.',
    playback: '내 녹음 듣기',
    upload: '올리기',
    again: '다시 녹음하기',
    uploading: '녹음을 올리고 있어요…',
    uploadProgress: '올리는 중',
    uploaded: '잘 올렸어요! 참 잘했어요.',
    failed: '녹음을 올리지 못했어요. 다시 올려 주세요.',
    retryUpload: '다시 올리기',
    denied: '마이크를 쓸 수 없어요. 브라우저 설정에서 마이크를 허용한 뒤 다시 해 보세요.',
    retry: '다시 해 보기',
    unsupported: '이 브라우저에서는 녹음할 수 없어요. 다른 브라우저로 열어 주세요.',
  },
  /** Listen and compare (issue 30, ADR 071): the spec names no words for it; these are the product's. */
  listenCompare: {
    heading: '목소리 비교하기',
    mine: '내 목소리',
    model: '선생님 목소리',
    /** A length as the picture says it (roundSeconds). */
    seconds: (seconds: number) => `${seconds}초`,
    /** The waveform's text alternative. */
    picture: (who: string, seconds: number) => `${who} 파형, ${seconds}초`,
    decoding: (who: string) => `${who} 파형을 준비하고 있어요`,
    compare: '비교해서 듣기',
    stopCompare: '그만 듣기',
    listen: '듣기',
    listenLabel: (who: string) => `${who} 듣기`,
    stop: '멈추기',
    stopLabel: (who: string) => `${who} 멈추기`,
    idle: '내 목소리와 선생님 목소리를 차례로 들어 보세요.',
    playing: (who: string) => `${withParticle(who, '을/를')} 들려주고 있어요.`,
    stopped: '멈췄어요. 듣기 버튼을 누르면 처음부터 다시 들어요.',
    ended: '다 들었어요.',
    endedCompare: '다 들었어요. 선생님 목소리와 비슷하게 말했나요?',
    blocked: '다른 소리가 나오고 있어요. 끝나거나 멈추면 들을 수 있어요.',
    mineFailed: '내 목소리를 여기서 들려줄 수 없어요. 녹음은 그대로 있으니 올릴 수 있어요.',
    modelFailed: '선생님 목소리를 불러오지 못했어요.',
    retryModel: '다시 불러오기',
  },
  unitNav: {
    label: (day: number) => `${day}일차 학습 순서`,
    kind: UNIT_KIND_LABELS,
    unit: (index: number) => `${index}.`,
    rate: (rate: number) => `${rate}%`,
    rateLabel: (rate: number) => `진도율 ${rate}%`,
    done: '다 했어요',
  },
  dayCheer: {
    /** Nothing started yet today: an invitation to the first activity. */
    start: (first: string) => `오늘은 ${withParticle(named(first), '으로/로')} 시작해요. 함께 해 볼까요?`,
    /** The day under way: how many of how many activities are done, and the next one. */
    underway: (done: number, total: number, next: string) =>
      `활동 ${total}개 중 ${done}개를 마쳤어요. 다음은 ${withParticle(named(next), '이에요/예요')}!`,
    /** Every activity of the day done. */
    done: (total: number) => `오늘 활동 ${total}개를 모두 마쳤어요. 정말 잘했어요!`,
  },
};

export type DailyStudyWords = typeof dailyStudyWords;
