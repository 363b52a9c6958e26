/**
 * The home promotions' samples: the site's demo home (@buddy/domain/demo, which the server's demo seed stores and the
 * fake /v2 answers too, ADR 055) in the components' props. Pictures as data addresses (stories need no files; the
 * seed serves the content generator's drawings of the same names).
 */
import { DEMO_HOME, demoLinkHref, type DemoLink } from '@buddy/domain/demo';
import type { AwardItem, PopupItem, PromotionItem } from './home-promos';

/** The fixed instant the samples' notice links are reckoned at (2026-05-04 10:00 Seoul). */
const NOW = Date.UTC(2026, 4, 4, 1);
const hrefOf = (link: DemoLink) => demoLinkHref(link, NOW);

const FILLS: Record<string, string> = {
  'contest-banner': '#ea5364',
  'promo-level-test': '#5e44b4',
  'promo-experience': '#1bac78',
  'promo-branch': '#268abd',
  'popup-new-semester': '#f28c28',
};
const picture = (name: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="#fff8e6"/><circle cx="80" cy="45" r="30" fill="${FILLS[name] ?? '#8a8f98'}"/></svg>`,
  )}`;

const { banner, awards, promotions, popups } = DEMO_HOME;

export const sampleBanner = {
  title: banner.title,
  text: banner.text,
  image: { src: picture(banner.image), alt: banner.imageAlt },
  href: hrefOf(banner.link),
  linkLabel: banner.linkLabel,
};

export const samplePromotions: PromotionItem[] = promotions.map((promotion, index) => ({
  id: index + 1,
  title: promotion.title,
  text: promotion.text,
  image: { src: picture(promotion.image), alt: promotion.imageAlt },
  href: hrefOf(promotion.link),
}));

export const sampleAwards: AwardItem[] = awards.map((award, index) => ({ id: index + 1, ...award }));

/** The popups: the first with a picture and a link, the second text only. */
export const samplePopups: PopupItem[] = popups.map((popup, index) => ({
  id: index + 1,
  title: popup.title,
  text: popup.text,
  image: popup.image === null ? null : { src: picture(popup.image), alt: popup.imageAlt },
  href: popup.link === null ? null : hrefOf(popup.link),
  linkLabel: popup.linkLabel,
}));
