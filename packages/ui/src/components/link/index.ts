export { Link, LinkProvider, linkVariants, type LinkProps, type LinkComponentProps } from './link';
