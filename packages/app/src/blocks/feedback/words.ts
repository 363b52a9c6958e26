/** The reactions' words (ADR 075). */
export const FEEDBACK_WORDS = {
  sound: '효과음',
  soundOn: '효과음 켜짐',
  soundOff: '효과음 꺼짐',
  /** The toggle's accessible name says what it does now. */
  soundHint: '맞히거나 끝냈을 때 나는 소리를 켜고 끌 수 있어요.',
  right: '맞았어요!',
  wrong: '다시 해 봐요',
  done: '다 했어요!',
} as const;
