export { TableOfContents, type TableOfContentsItem, type TableOfContentsProps } from './table-of-contents';
