import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { PageHero } from './page-hero';

afterEach(cleanup);

describe('given a page hero', () => {
  it('renders its title as the page heading, named section when given an id', async () => {
    render(<PageHero title="교육 철학" titleId="hero-title" lead="설명" eyebrow="소개" />);
    await expect.element(page.getByRole('heading', { level: 1, name: '교육 철학' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: '교육 철학' })).toBeVisible();
    await expect.element(page.getByText('설명')).toBeVisible();
  });

  it('can render its title as a second-level heading', async () => {
    render(<PageHero title="부제" titleAs="h2" />);
    await expect.element(page.getByRole('heading', { level: 2, name: '부제' })).toBeVisible();
  });

  it('mirrors its tone and whether it has a picture as data attributes', async () => {
    const { container } = render(<PageHero title="제목" tone="course" illustration={<span>그림</span>} />);
    const hero = container.querySelector('[data-slot="page-hero"]');
    expect(hero?.getAttribute('data-tone')).toBe('course');
    expect(hero?.hasAttribute('data-illustrated')).toBe(true);
  });

  it('puts the picture beside the text on a wide screen', async () => {
    await page.viewport(1280, 800);
    const { container } = render(
      <PageHero title="제목" illustration={<div style={{ height: 100 }}>그림</div>} />,
    );
    const text = page.getByRole('heading', { name: '제목' }).element().getBoundingClientRect();
    const picture = container.querySelector('[data-slot="page-hero-illustration"]')?.getBoundingClientRect();
    expect(picture?.left ?? 0).toBeGreaterThan(text.left);
  });
});
