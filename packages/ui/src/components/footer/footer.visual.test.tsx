import { afterEach, beforeEach, describe, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Footer } from './footer';
import { footerSample } from './footer.samples';
import { matchBaseline } from '../../test/baseline';

async function fontsSettled() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await document.fonts.ready;
}

// The shots ignore the pointer: an earlier test file may leave the mouse over the footer's button, and a hover
// colour is not part of the baseline (seen as a 394-pixel difference in a full run).
beforeEach(async () => {
  await page.viewport(1280, 800);
});
afterEach(cleanup);

describe('footer baselines', () => {
  it.each(['brand', 'study', 'buddymon'] as const)('looks the same in the %s site', async (siteMode) => {
    render(
      <div data-theme={siteMode} data-testid="shot" className="pointer-events-none">
        <Footer {...footerSample} />
      </div>,
    );
    await fontsSettled();
    await matchBaseline(page.getByTestId('shot'), `footer-${siteMode}`);
  });

  it('looks the same on mobile', async () => {
    await page.viewport(375, 800);
    render(
      <div data-theme="brand" data-testid="shot" className="pointer-events-none">
        <Footer {...footerSample} />
      </div>,
    );
    await fontsSettled();
    await matchBaseline(page.getByTestId('shot'), 'footer-mobile');
  });
});
