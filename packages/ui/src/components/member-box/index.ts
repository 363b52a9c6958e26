export {
  MemberBox,
  showsRewardButton,
  type MemberBoxProps,
  type MemberBoxWords,
  type MemberProduct,
} from './member-box';
