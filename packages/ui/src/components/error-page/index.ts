export { ErrorPage, type ErrorPageProps, type ErrorPageWords } from './error-page';
export { ErrorIllustration } from './error-illustration';
