export { cn } from './lib/cn';
export * from './components/logo';
export * from './components/pagination';
