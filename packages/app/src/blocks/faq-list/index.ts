export { type FaqWords } from './words';
export { FaqList, type FaqItem, type FaqListProps, type FaqSearch, type FaqSearchType } from './faq-list';
