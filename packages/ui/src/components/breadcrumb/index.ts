export { Breadcrumb, type BreadcrumbProps, type BreadcrumbWords } from './breadcrumb';
export { type BreadcrumbLevel } from './breadcrumb-trail';
