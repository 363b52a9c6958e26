export { type HomePromoWords } from './words';
export {
  AwardList,
  ContestBanner,
  HomePopups,
  PromoLink,
  PromotionCards,
  type AwardItem,
  type ContestBannerProps,
  type HomePopupsProps,
  type PopupItem,
  type PromoImage,
  type PromotionItem,
} from './home-promos';
