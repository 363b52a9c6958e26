export { StepList, type StepItem, type StepListProps } from './step-list';
