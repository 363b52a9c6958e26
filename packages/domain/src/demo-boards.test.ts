import { describe, expect, it } from 'vitest';
import { DEMO_POSTS, demoBoard, olderInquiry } from './demo-boards';

const NOW = Date.UTC(2026, 4, 4, 1);
const DAY = 86_400_000;

describe('given the demo boards at an instant', () => {
  it('numbers the posts in the order the seed stores them and lists each board newest first', () => {
    expect(DEMO_POSTS.map((post) => post.kind)).toEqual(['inquiry', 'inquiry', 'memo', 'memo', 'qna']);
    expect(demoBoard('inquiry', NOW).map((post) => [post.boardNo, post.title])).toEqual([
      [2, '녹음이 잘 안 돼요'],
      [1, '주간 평가 점수가 궁금해요'],
    ]);
    expect(demoBoard('memo', NOW).map((post) => [post.boardNo, post.checked])).toEqual([
      [4, false],
      [3, true],
    ]);
    expect(demoBoard('qna', NOW).map((post) => [post.boardNo, post.contTp])).toEqual([[5, '02']]);
  });

  it('dates each post its days before the instant, and an answer a quarter of a day after its question', () => {
    const [waiting, answered] = demoBoard('inquiry', NOW);
    expect(waiting).toMatchObject({ createdAt: NOW - 2 * DAY, updatedAt: NOW - 2 * DAY, answeredAt: null });
    expect(answered?.createdAt).toBe(NOW - 9 * DAY);
    expect(answered?.answeredAt).toBe(NOW - 9 * DAY + DAY / 4);
  });

  it('makes older answered inquiries for a board of many pages, numbered from 50 and a day apart', () => {
    expect(
      [olderInquiry(0, NOW), olderInquiry(1, NOW)].map((post) => [post.boardNo, post.createdAt]),
    ).toEqual([
      [50, NOW - 21 * DAY],
      [51, NOW - 22 * DAY],
    ]);
    expect(olderInquiry(0, NOW).answer).not.toBeNull();
  });
});
