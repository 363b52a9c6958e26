export { Header, logoHref, type HeaderProps, type HeaderWords } from './header';
export { MenuEntry, currentTrail, visibleItems, type MenuEntryProps } from './menu-entry';
