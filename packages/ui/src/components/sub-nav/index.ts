export { SubNav, currentItem, isCurrentPath, type SubNavItem, type SubNavProps } from './sub-nav';
