import { describe, expect, it } from 'vitest';
import {
  DEMO_FAQS,
  DEMO_HOME,
  DEMO_NOTICES,
  demoBranches,
  demoFaqs,
  demoLinkHref,
  demoNotices,
} from './demo-site';
import { FAQ_TYPES } from './site';

const NOW = Date.UTC(2026, 10, 20, 1);

describe('given the demo site at an instant', () => {
  it('numbers the notices from the oldest, as a board numbers its posts, each before the instant', () => {
    const notices = demoNotices(NOW);
    expect(notices).toHaveLength(DEMO_NOTICES.length);
    expect(notices.map((notice) => notice.boardNo)).toEqual(notices.map((_, index) => index + 1));
    for (const [older, newer] of notices.slice(1).map((notice, index) => [notices[index]!, notice] as const))
      expect(older.createdAt).toBeLessThanOrEqual(newer.createdAt);
    expect(notices.every((notice) => notice.createdAt < NOW)).toBe(true);
    expect(notices.every((notice) => !notice.content.includes('\n\n\n'))).toBe(true);
  });

  it('numbers the FAQ by type in the page order, every type with questions', () => {
    const faqs = demoFaqs();
    expect(faqs).toHaveLength(DEMO_FAQS.reduce((sum, group) => sum + group.items.length, 0));
    expect(faqs.map((faq) => faq.faqNo)).toEqual(faqs.map((_, index) => index + 1));
    expect(new Set(faqs.map((faq) => faq.faqTp))).toEqual(new Set(FAQ_TYPES.map((type) => type.value)));
  });

  it('gives every branch a code of its office and unique', () => {
    const branches = demoBranches();
    expect(new Set(branches.map((branch) => branch.branchCd)).size).toBe(branches.length);
    expect(branches.every((branch) => branch.branchCd.startsWith(`B${branch.salesOfficeCd}`))).toBe(true);
  });

  it('leads a home link to its page, or to its notice by the number it has at the instant', () => {
    expect(demoLinkHref('/tests', NOW)).toBe('/tests');
    const contest = demoNotices(NOW).find((notice) => notice.key === 'contest');
    expect(demoLinkHref({ notice: 'contest' }, NOW)).toBe(`/services/notice/${contest?.boardNo}`);
    expect(DEMO_HOME.banner.link).toEqual({ notice: 'contest' });
  });
});
