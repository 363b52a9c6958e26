export { faqWords, type FaqWords } from './words';
export {
  FaqList,
  faqTypeVariants,
  type FaqItem,
  type FaqListProps,
  type FaqSearch,
  type FaqSearchType,
} from './faq-list';
