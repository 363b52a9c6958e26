export { Breadcrumb, type BreadcrumbProps, type BreadcrumbWords } from './breadcrumb';
export { breadcrumbLevels, navigableItems, type BreadcrumbLevel } from './breadcrumb-trail';
