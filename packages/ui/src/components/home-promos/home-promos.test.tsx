import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { AwardList, ContestBanner, HomePopups, PromotionCards } from './home-promos';
import { sampleAwards, sampleBanner, samplePopups, samplePromotions } from './fixtures';

afterEach(cleanup);

describe('given the home promotions', () => {
  it('link each card, opening an outside address in a new window', async () => {
    render(<PromotionCards items={samplePromotions} />);
    await expect
      .element(page.getByRole('link', { name: '무료 레벨 테스트' }))
      .toHaveAttribute('href', '/tests');
    const outside = page.getByRole('link', { name: /출판사 도서몰/ });
    await expect.element(outside).toHaveAttribute('target', '_blank');
    await expect.element(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(outside).toHaveAccessibleName('출판사 도서몰 (새 창 열림)');
  });

  it('show nothing without items', () => {
    render(
      <>
        <PromotionCards items={[]} />
        <AwardList items={[]} />
      </>,
    );
    expect(document.querySelector('[data-slot="promotion-cards"], [data-slot="award-list"]')).toBeNull();
  });

  it('show the banner with its picture and one call to action, and the awards', async () => {
    render(
      <>
        <ContestBanner {...sampleBanner} />
        <AwardList items={sampleAwards} />
      </>,
    );
    await expect.element(page.getByRole('img', { name: '마이크를 든 버디' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '대회 안내 보기' }))
      .toHaveAttribute('href', '/contest');
    await expect.element(page.getByText('올해의 교육 브랜드')).toBeVisible();
  });
});

describe('given two popups', () => {
  it('shows the first, with its count, and says how it was closed', async () => {
    const onClose = vi.fn();
    render(<HomePopups popups={samplePopups} onClose={onClose} />);
    await expect
      .element(page.getByRole('complementary', { name: '겨울방학 특강 모집' }))
      .toHaveTextContent('1 / 2');
    expect(page.getByRole('complementary', { name: '시스템 점검 안내' }).query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: '겨울방학 특강 모집 알림 닫기' }));
    expect(onClose).toHaveBeenLastCalledWith(1, { today: false });
    await userEvent.click(page.getByRole('button', { name: '겨울방학 특강 모집 알림 오늘 하루 보지 않기' }));
    expect(onClose).toHaveBeenLastCalledWith(1, { today: true });
  });

  it('shows a text popup without a picture or a link', async () => {
    render(<HomePopups popups={[samplePopups[1]!]} onClose={() => undefined} />);
    await expect.element(page.getByRole('complementary', { name: '시스템 점검 안내' })).toBeVisible();
    expect(page.getByRole('img').query()).toBeNull();
    expect(page.getByRole('link').query()).toBeNull();
    expect(page.getByText('1 / 1').query()).toBeNull();
  });
});
