export {
  TableOfContents,
  tableOfContentsVariants,
  type TableOfContentsItem,
  type TableOfContentsProps,
} from './table-of-contents';
