import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { AwardList, ContestBanner, HomePopups, PromotionCards } from './home-promos';
import { sampleAwards, sampleBanner, samplePopups, samplePromotions } from './fixtures';

const [promotion] = samplePromotions;
const [picturePopup, textPopup] = samplePopups;

afterEach(cleanup);

describe('given the home promotions', () => {
  it('link each card, opening an outside address in a new window', async () => {
    // The demo's promotions, and one of a partner's shop outside the site (the demo has none).
    const shop = { ...promotion!, id: 99, title: '출판사 도서몰', href: 'https://books.example/' };
    render(<PromotionCards items={[...samplePromotions, shop]} />);
    await expect
      .element(page.getByRole('link', { name: promotion!.title }))
      .toHaveAttribute('href', promotion!.href);
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
    await expect.element(page.getByRole('img', { name: sampleBanner.image.alt })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: sampleBanner.linkLabel }))
      .toHaveAttribute('href', sampleBanner.href);
    await expect.element(page.getByText(sampleAwards[0]!.title)).toBeVisible();
  });
});

describe('given two popups', () => {
  it('shows the first, with its count, and says how it was closed', async () => {
    const onClose = vi.fn();
    render(<HomePopups popups={samplePopups} onClose={onClose} />);
    await expect
      .element(page.getByRole('complementary', { name: picturePopup!.title }))
      .toHaveTextContent('1 / 2');
    expect(page.getByRole('complementary', { name: textPopup!.title }).query()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: `${picturePopup!.title} 알림 닫기` }));
    expect(onClose).toHaveBeenLastCalledWith(picturePopup!.id, { today: false });
    await userEvent.click(
      page.getByRole('button', { name: `${picturePopup!.title} 알림 오늘 하루 보지 않기` }),
    );
    expect(onClose).toHaveBeenLastCalledWith(picturePopup!.id, { today: true });
  });

  it('shows a text popup without a picture or a link', async () => {
    // The demo's text popup without its link.
    render(<HomePopups popups={[{ ...textPopup!, href: null, linkLabel: '' }]} onClose={() => undefined} />);
    await expect.element(page.getByRole('complementary', { name: textPopup!.title })).toBeVisible();
    expect(page.getByRole('img').query()).toBeNull();
    expect(page.getByRole('link').query()).toBeNull();
    expect(page.getByText('1 / 1').query()).toBeNull();
  });
});
