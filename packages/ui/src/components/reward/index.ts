import './reward.css';

export {
  rewardWords,
  groupNumber,
  seoulDateTime,
  type CoinQuickRange,
  type PetStageWords,
  type CoinSummaryWords,
  type CoinTableWords,
  type ItemShelfWords,
  type BuyConfirmWords,
  hasFinalConsonant,
  objectParticle,
} from './words';
export {
  checkRange,
  quickRange,
  shiftDate,
  isCalendarDate,
  type CoinRange,
  type CoinRangeProblem,
} from './range';
export { PetStage, layerSource, type PetStageProps, type PetMotion } from './pet-stage';
export { CoinIcon } from './coin-icon';
export { CoinSummaryCard, type CoinSummaryCardProps } from './coin-summary-card';
export { CoinTable, type CoinTableProps } from './coin-table';
export {
  ItemShelf,
  type ItemShelfProps,
  type ItemShelfMode,
  type RewardItem,
  type RewardCategory,
} from './item-shelf';
export { BuyConfirm, type BuyConfirmProps } from './buy-confirm';
export { type AlbumGridWords, type AlbumViewerWords } from './words';
export { AlbumGrid, ALBUM_PAGE_SIZE, type AlbumGridProps, type AlbumPicture } from './album-grid';
export {
  AlbumViewer,
  ALBUM_COMMENT_LIMIT,
  checkAlbumComment,
  type AlbumViewerProps,
  type AlbumActionState,
  type AlbumCommentProblem,
} from './album-viewer';
export { type CoinCelebrationWords } from './words';
export { CoinCelebration, type CoinCelebrationProps, type CoinCelebrationPart } from './coin-celebration';
export {
  playChime,
  COIN_CHIME,
  CHIME_VOLUME,
  type ChimeNote,
  type ChimeContext,
  type PlayChimeOptions,
} from './chime';
