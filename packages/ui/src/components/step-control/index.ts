export { StepControl, type StepControlProps, type StepControlWords } from './step-control';
