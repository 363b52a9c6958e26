export { Header, type HeaderProps, type HeaderWords } from './header';
export { MenuEntry, type MenuEntryProps } from './menu-entry';
