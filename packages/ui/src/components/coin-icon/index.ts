export { CoinIcon } from './coin-icon';
