export { CoinTable, type CoinEntry, type CoinTableProps } from './coin-table';
export { type CoinQuickRange, type CoinTableWords } from './words';
export { shiftDate, isCalendarDate, type CoinRange, type CoinRangeProblem } from './range';
