import './reward.css';

export { rewardWords, type CoinSummaryWords, type ItemShelfWords, type BuyConfirmWords } from './words';
export { CoinSummaryCard, type CoinSummaryCardProps } from './coin-summary-card';
export {
  ItemShelf,
  type ItemShelfProps,
  type ItemShelfMode,
  type RewardItem,
  type RewardCategory,
} from './item-shelf';
export { BuyConfirm, type BuyConfirmProps } from './buy-confirm';
export { type AlbumGridWords, type AlbumViewerWords } from './words';
export { AlbumGrid, type AlbumGridProps, type AlbumPicture } from './album-grid';
export {
  AlbumViewer,
  type AlbumViewerProps,
  type AlbumActionState,
  type AlbumCommentProblem,
} from './album-viewer';
export { type CoinCelebrationWords } from './words';
export { CoinCelebration, type CoinCelebrationProps, type CoinCelebrationPart } from './coin-celebration';
export { type ChimeNote, type ChimeContext, type PlayChimeOptions } from './chime';
export { type StreakWords } from './words';
export { StreakCard, StreakCalendar, type StreakCardProps, type StreakCalendarProps } from './streak-card';
export { type GrowthWords } from './words';
export {
  GrowthCelebration,
  GrowthMeter,
  type GrowthCelebrationProps,
  type GrowthMeterProps,
} from './growth-meter';
export { type CareWords } from './words';
export { CarePanel, type CareCan, type CarePanelProps, type CareRequest, type CareView } from './care-panel';
export { type WeeklyWords } from './words';
export { WeeklyPicks, type WeeklyPicksProps } from './weekly-picks';
export { type SceneWords } from './words';
export { LandScene, type LandSceneProps, type LandSceneState } from './land-scene';
