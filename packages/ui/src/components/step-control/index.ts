export { StepControl, stepControlWords, type StepControlProps, type StepControlWords } from './step-control';
