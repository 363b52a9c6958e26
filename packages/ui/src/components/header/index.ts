export { Header, type HeaderProps, type HeaderWords } from './header';
export { MenuEntry, type MenuEntryProps, type MenuItem } from './menu-entry';
