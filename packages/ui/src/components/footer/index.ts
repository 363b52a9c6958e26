export {
  Footer,
  type FooterCompany,
  type FooterLink,
  type FooterProps,
  type FooterSupport,
  type FooterWords,
  type RelatedSite,
} from './footer';
