/**
 * @buddy/api: the typed /v2 client. Every call answers `{ ok, status, data, error }` and never throws; query and
 * mutation option factories unwrap failures into `ApiError` for TanStack Query, except the silent fallbacks of spec §8
 * (links, purunet info, logout). No React components here.
 */
export { createApiClient, type ApiClient } from './client';
export {
  dataOf,
  pathKey,
  type QueryPath,
  type ApiClientOptions,
  type ApiCore,
  type CallOptions,
  type FetchLike,
  type Logger,
} from './core';
export {
  COOKIE_SESSION,
  createAuthStorage,
  defaultStorage,
  memoryStorage,
  type AuthStorage,
  type SessionMode,
  type KeyValueStorage,
} from './storage';
export {
  API_MESSAGES,
  ApiError,
  isApiError,
  shouldRetry,
  unwrap,
  type ApiErrorInfo,
  type ApiFailure,
  type ApiResult,
  type ApiSuccess,
} from './result';
export {
  authMutations,
  EMPTY_PURUNET_INFO,
  forgetMemberQueries,
  resetMemberQueries,
  type ChangePasswordInput,
  type DoneBody,
} from './auth';
export { accountMutations, accountQueries } from './account';
export { profileQueries } from './profile';
export { productQueries, selectCurrentProduct } from './products';
export { EMPTY_COMMON_LINKS, EMPTY_CREDENTIAL_LINKS, linkQueries } from './links';
export { healthQueries } from './health';
export { testMutations, testQueries, type TestInProgressQuery } from './tests';
export {
  isLevelResultCode,
  levelReportQueries,
  levelResultPath,
  toLevelRecommendation,
} from './level-report';
export type { LevelReport, LevelReportRequest } from '@buddy/contract';
export { studyQueries } from './studies';
export type {
  RecentStudy,
  ReviewEntry,
  ReviewStep,
  SampleDay,
  SampleShow,
  StepRate,
  StudyCourse,
  StudyCourseInput,
  StudyDayState,
  StudyLoadRequest,
  StudyNavigation,
  StudySession,
  StudySlide,
  StudyStats,
  StudyUnitState,
  StudyWord,
  UnitKind,
  WeekRate,
  WeekTest,
} from '@buddy/contract';
export {
  dictionaryQueries,
  normaliseLookupWord,
  toDictionaryLookup,
  type DictionaryAnswer,
  type DictionaryLookup,
} from './dictionary';
export type { DictionaryEntry, DictionaryMiss } from '@buddy/contract';
export {
  boardMutations,
  boardQueries,
  normaliseBoardParams,
  type BoardKind,
  type BoardListParams,
} from './boards';
export type {
  BoardPage,
  BoardPost,
  BoardPostList,
  BoardSearch,
  Deleted,
  InquiryForm,
  Memo,
  MemoForm,
  MemoList,
  MemoUpdate,
  QnaContentType,
  QnaForm,
} from '@buddy/contract';
export {
  mypageQueries,
  normaliseAttemptParams,
  normaliseRecordingParams,
  RECORDING_LINKS_REFRESH_MS,
  type AttemptListParams,
  type RecordingListParams,
} from './mypage';
export type {
  AttemptList,
  AttemptSummary,
  AttendanceDay,
  AttendanceMonth,
  ExamStat,
  LanguageStat,
  LearnedWeek,
  LearningMonth,
  Portfolio,
  PortfolioList,
  PortfolioSearch,
  Report,
  TakenTest,
  YearMonth,
} from '@buddy/contract';
export {
  dailyMutations,
  dailyQueries,
  recordingForm,
  videoTicketOf,
  type RecordingUploadInput,
} from './daily';
export type { ProgressRequest, RecordingStored, VideoTicket } from '@buddy/contract';
export { afterReviewAnswer, isSettledElsewhere, reviewKeys, reviewMutations, reviewQueries } from './review';
export { markStaleAfterTest } from './study-keys';
export type {
  ReviewAnswer,
  ReviewAnswerRequest,
  ReviewItem,
  ReviewQuestion,
  ReviewToday,
  ReviewWord,
  ReviewWordChoice,
  ReviewWords,
} from '@buddy/contract';
export type {
  AnswerRecord,
  AutosaveRequest,
  AutosaveResult,
  IncorrectQuizLoadRequest,
  LevelCandidate,
  LevelCandidateRequest,
  PaperQuestion,
  PreviewPaper,
  ResultPaper,
  ResultPaperRequest,
  ResultQuestion,
  SavedAnswer,
  SubmitRequest,
  SubmitResult,
  TestInProgress,
  TestLoadRequest,
  TestPaper,
  TestType,
  CommonLinks,
  CredentialLinks,
  ErrorBody,
  ErrorState,
  FindIdRequest,
  FindIdResult,
  FindPasswordRequest,
  FindPasswordResult,
  ResetCodeRequest,
  ResetTokenResult,
  Gender,
  Health,
  LoginRequest,
  LoginResult,
  Member,
  MemberType,
  MemberTypeDetail,
  PasswordChangeRequest,
  Product,
  ProductCode,
  PurunetInfo,
  paths,
} from '@buddy/contract';
export * from './outbox';
export { gameMutations, gameQueries } from './game';
export {
  afterAlbumChange,
  albumMutations,
  albumQueries,
  pictureForm,
  type PictureEdit,
  type PictureInput,
} from './album';
export {
  applyPurchase,
  newPurchaseKey,
  rewardKeys,
  rewardMutations,
  rewardQueries,
  type CoinHistoryParams,
  type PurchaseRequest,
  type ShopParams,
} from './reward';
export { qrQueries, type QrBook } from './qrcode';
export { libraryQueries, normaliseLibraryParams, type AnimationType, type LibraryParams } from './library';
export * from './test-session';
export {
  normaliseBranchParams,
  normaliseFaqParams,
  siteMutations,
  siteQueries,
  type BranchParams,
  type DeviceType,
  type FaqParams,
  type TextListParams,
} from './site';
export type {
  Branch,
  BranchDetail,
  Faq,
  FaqType,
  Home,
  HomeAward,
  HomeBanner,
  HomePopup,
  Picture,
  HomePromotion,
  CoinEarnSource,
  CoinsEarned,
  BuddyCare,
  WeeklyPicks,
  CareInput,
  Growth,
  Mission,
  Streak,
  StreakDay,
  GameRanking,
  GameRankRow,
  GameResult,
  GameResultInput,
  GameRound,
  LibraryDetail,
  QrFile,
  LibraryItem,
  LibraryList,
  LibrarySlide,
  Notice,
  NoticeDetail,
  SalesOffice,
} from '@buddy/contract';
