export { Pagination, pageBlock, type PaginationProps, type PaginationWords } from './pagination';
