/**
 * The typing game's example week, written once (ADR 055): other children's best rounds, which the fake /v2 ranks
 * beside the member's own and the ranking blocks' samples show. The seed stores no rounds (a real week starts
 * empty). Names as the children gave them; the server masks them (`maskMemberName`).
 */

/** A child's best round of the week: the score and how it was made (characters a minute, accuracy in percent). */
export interface DemoGameBest {
  name: string;
  score: number;
  cpm: number;
  accuracy: number;
}

/** Other children's bests this week, highest first. */
export const DEMO_GAME_BESTS: readonly DemoGameBest[] = [
  { name: '박하은', score: 212, cpm: 221, accuracy: 96 },
  { name: '최도윤', score: 180, cpm: 194, accuracy: 93 },
  { name: '정서아', score: 151, cpm: 160, accuracy: 94 },
  { name: '강지호', score: 122, cpm: 136, accuracy: 90 },
  { name: '윤하린', score: 98, cpm: 109, accuracy: 90 },
  { name: '임준우', score: 75, cpm: 88, accuracy: 85 },
];

/** The demo member's best of the week in the samples that show the child among the others (fourth). */
export const DEMO_GAME_MINE: Omit<DemoGameBest, 'name'> = { score: 140, cpm: 152, accuracy: 93 };
