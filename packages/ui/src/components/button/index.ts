export { Button, buttonVariants, Spinner, type ButtonProps } from './button';
