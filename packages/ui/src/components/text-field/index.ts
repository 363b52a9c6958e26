export { TextField, inputVariants, type InputSize, type TextFieldProps } from './text-field';
