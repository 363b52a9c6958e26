import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { BRAND_MENU, MENU_HEIGHT, STUDY_MENU, type SiteMode } from '@buddy/domain';
import { cleanup, render } from '../../test/render';
import { LoginBox } from '../login-box';
import { MemberBox } from '../member-box';
import { Header } from './header';
import { headerWords, loginWords, memberWords, productsWithEbp } from './header.samples';
import { matchBaseline } from '../../test/baseline';

/** Waits until every font the page uses has loaded, after layout has asked for them. */
async function fontsSettled() {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await document.fonts.ready;
}

function account(siteMode: SiteMode) {
  if (siteMode === 'brand')
    return <LoginBox words={loginWords} defaultLoginId="student01" onSubmit={vi.fn()} />;
  return (
    <MemberBox
      name="김버디"
      gender="male"
      products={productsWithEbp}
      rewardProductId="EBP"
      currentProductId="EBP"
      onSelectProduct={vi.fn()}
      onOpenReview={vi.fn()}
      onLogout={vi.fn()}
      words={memberWords}
    />
  );
}

beforeEach(async () => {
  await page.viewport(1280, 800);
});
afterEach(cleanup);

describe('header baselines', () => {
  it.each(['brand', 'study', 'buddymon'] as const)('looks the same in the %s site', async (siteMode) => {
    render(
      // The pointer is ignored: an earlier test file may leave the mouse over a menu item (a hover is not the look).
      <div data-theme={siteMode} data-testid="shot" className="pointer-events-none bg-background">
        <Header
          homeHref={siteMode === 'brand' ? '/' : '/study'}
          menuHeight={MENU_HEIGHT[siteMode]}
          menu={siteMode === 'brand' ? BRAND_MENU : STUDY_MENU}
          words={headerWords}
          account={account(siteMode)}
          currentPath={siteMode === 'brand' ? '/introduce/philosophy' : '/study/guide'}
          mobile={false}
        />
      </div>,
    );
    await fontsSettled();
    await matchBaseline(page.getByTestId('shot'), `header-${siteMode}`);
  });

  it('looks the same with the brand menu open', async () => {
    render(
      <div data-theme="brand" data-testid="shot" className="h-[560px] bg-background">
        <Header
          homeHref="/"
          menuHeight={400}
          menu={BRAND_MENU}
          words={headerWords}
          account={account('brand')}
          mobile={false}
        />
      </div>,
    );
    await page.getByRole('link', { name: '라이브러리' }).hover();
    await expect
      .poll(() => document.querySelector('[data-slot="menu-panel"]')!.getBoundingClientRect().height)
      .toBe(400);
    await fontsSettled();
    await matchBaseline(page.getByTestId('shot'), 'header-brand-menu-open');
  });

  it('looks the same on mobile with the menu open', async () => {
    await page.viewport(375, 800);
    render(
      <div data-theme="study" data-testid="shot" className="pointer-events-none bg-background">
        <Header
          homeHref="/study"
          menuHeight={300}
          menu={STUDY_MENU}
          words={headerWords}
          account={account('study')}
          defaultMobileOpen
          currentPath="/study/mypage/attendance"
        />
      </div>,
    );
    await fontsSettled();
    await matchBaseline(page.getByTestId('shot'), 'header-study-mobile-open');
  });
});
