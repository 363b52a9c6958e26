export { LoadingBar, type LoadingBarProps } from './loading-bar';
