export {
  MemberBox,
  type MemberBoxProps,
  type MemberBoxWords,
  type MemberProduct,
  type MemberGender,
} from './member-box';
