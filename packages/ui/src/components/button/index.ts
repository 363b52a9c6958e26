export {
  Button,
  buttonVariants,
  Spinner,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './button';
