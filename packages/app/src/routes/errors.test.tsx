import { afterEach, describe, expect, it } from 'vitest';
import { createRoot } from 'react-dom/client';
import { page } from 'vitest/browser';
import { errorWords } from '../app/words';
import { lazySlot } from '../app/lazy-slot';
import { NotFoundPage, PlainErrorPage, ServerErrorPage } from './errors';

let host: HTMLElement | null = null;
function render(ui: React.ReactNode) {
  host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(ui);
  return { container: host, getByRole: page.getByRole.bind(page), getByText: page.getByText.bind(page) };
}
afterEach(() => host?.remove());

describe('given a page that does not exist', () => {
  it('shows the kit error page, loaded as a chunk of its own, with its picture and a way home', async () => {
    const screen = render(<NotFoundPage />);
    await expect.element(screen.getByRole('heading', { name: errorWords.notFound.title })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: errorWords.notFound.home }))
      .toHaveAttribute('href', '/');
    // The kit's page (not the plain fallback) draws the code and its picture.
    expect(screen.container.querySelector('[data-slot="error-page"] svg')).not.toBeNull();
  });
});

describe('given a page that failed', () => {
  it("shows the server's message under the words", async () => {
    const screen = render(<ServerErrorPage message="학습 정보를 불러오지 못했습니다." />);
    await expect.element(screen.getByRole('heading', { name: errorWords.serverError.title })).toBeVisible();
    await expect.element(screen.getByText('학습 정보를 불러오지 못했습니다.')).toBeVisible();
  });
});

describe('given a missing page while the error page cannot be loaded', () => {
  it('still shows the words and a way home, plainly', async () => {
    // The kit's error page cannot be loaded (the network is gone): its chunk rejects.
    const { Slot: Page } = lazySlot(
      'unreachable-error-page',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      () => null,
      PlainErrorPage,
    );
    const screen = render(<Page code={404} words={errorWords.notFound} />);
    await expect.element(screen.getByRole('heading', { name: errorWords.notFound.title })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: errorWords.notFound.home }))
      .toHaveAttribute('href', '/');
    expect(screen.container.querySelector('[data-slot="error-page"] svg')).toBeNull();
  });
});
