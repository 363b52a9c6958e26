export {
  LoginBox,
  type LoginBoxHandle,
  type LoginBoxProps,
  type LoginBoxWords,
  type LoginField,
  type LoginValues,
} from './login-box';
