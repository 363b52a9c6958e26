export { SubNav, type SubNavItem, type SubNavProps } from './sub-nav';
