export { TextField, inputVariants, type TextFieldProps } from './text-field';
