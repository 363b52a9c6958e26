export { type BranchWords } from './words';
export {
  BranchFinder,
  OfficeBadge,
  type BranchFinderProps,
  type BranchOffice,
  type BranchOfficesState,
  type BranchSearch,
  type BranchSummary,
} from './branch-finder';
export { BranchDetail, type BranchDetailInfo, type BranchDetailProps } from './branch-detail';
