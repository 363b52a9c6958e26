export { cn } from './lib/cn';
export * from './components/logo';
export * from './components/pagination';
export * from './components/button';
export * from './components/link';
export * from './hooks';
export * from './components/footer';
export * from './components/error-page';
export * from './components/text-field';
