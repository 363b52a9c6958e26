export { StepList, stepListVariants, type StepItem, type StepListProps } from './step-list';
