export { cn } from './lib/cn';
export * from './components/logo';
export * from './components/pagination';
export * from './components/button';
export * from './components/link';
export * from './hooks';
