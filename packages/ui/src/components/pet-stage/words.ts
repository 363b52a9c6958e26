/** Every word the pet stage says, in Korean by default; `words` replaces any of them. */
export const petStageWords = {
  /** One layer in the stage's name: its kind and its description ('배경 하늘 정원'). */
  part: (kind: string, description: string) => (description ? `${kind} ${description}` : kind),
  /** The stage's accessible name: the pet's name and what it wears, bottom to top. */
  stage: (name: string, parts: readonly string[]) => `${name}의 모습: ${parts.join(', ')}`,
  /** Shown (and read) inside an empty stage. */
  empty: '아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!',
};

export type PetStageWords = typeof petStageWords;
