export { PageHero, pageHeroVariants, type PageHeroProps } from './page-hero';
