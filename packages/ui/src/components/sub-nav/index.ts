export { SubNav, isCurrentPath, type SubNavItem, type SubNavProps } from './sub-nav';
