/** The customer centre's screens (one module; each route picks its page by name). */
export { NoticeDetailPage, NoticeListPage } from './notice-pages';
export { BranchDetailPage, BranchListPage } from './branch-pages';
export { default as FaqPage } from './faq-page';
export { BrochurePage, InstallerPage } from './download-pages';
