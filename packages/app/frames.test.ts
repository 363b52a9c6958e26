import { describe, expect, it } from 'vitest';
import { FRAMES, renderFrame } from './src/prerender';

describe("given a public page's frame (ADR 040)", () => {
  it("draws the customer centre page's own head: its h1 and lead over the loading status", async () => {
    const { html, theme } = await renderFrame('faq');
    expect(theme).toBe('brand');
    expect(html).toMatch(/<h1 id="services-title"[^>]*>자주 묻는 질문<\/h1>/);
    expect(html).toContain('궁금한 점을 먼저 찾아보세요.');
    expect(html).toContain('role="status"');
  });

  it('draws a detail page under a list without the list’s lead', async () => {
    const { html } = await renderFrame('notice-detail');
    expect(html).toMatch(/<h1 id="services-title"[^>]*>공지사항<\/h1>/);
    expect(html).not.toContain('새 소식과 안내를 알려 드려요');
  });

  it('has one frame for every brand-site library list, with its own title', async () => {
    const library = FRAMES.filter((frame) => frame.name.startsWith('library-'));
    expect(library.map((frame) => frame.paths[0])).toContain('/library/videos/animation');
    expect(library.every((frame) => frame.paths.every((path) => !path.startsWith('/study')))).toBe(true);
    const { html } = await renderFrame('library-videos-animation');
    expect(html).toMatch(/<h1 id="library-title"[^>]*>애니메이션<\/h1>/);
    expect(html).toContain('그림과 소리로 보는 영어 이야기와 노래예요.');
  });

  it("keeps a member page's frame to the loading status (its head depends on the member)", async () => {
    const { html } = await renderFrame('study-home');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<h1');
  });
});
