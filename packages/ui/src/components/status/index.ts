export { Status, type StatusProps, type StatusState } from './status';
