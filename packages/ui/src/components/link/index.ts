export {
  Link,
  LinkProvider,
  linkVariants,
  type LinkProps,
  type LinkComponentProps,
  type LinkVariant,
} from './link';
