export { type BoardWords } from './words';
export {
  AnswerBadge,
  BoardList,
  BoardSearchForm,
  type BoardSearchWords,
  type BoardListPost,
  type BoardListProps,
  type BoardListSearch,
  type BoardSearchType,
} from './board-list';
export { BoardDetail, type BoardDetailPost, type BoardDetailProps } from './board-detail';
export {
  NoticeDetail,
  type NoticeDetailPost,
  type NoticeDetailProps,
  type NoticeNeighbourPost,
} from './notice-detail';
export { BoardForm, type BoardFormField, type BoardFormProps, type BoardFormValues } from './board-form';
export { MemoBoard, type MemoBoardProps, type MemoItem } from './memo-board';
