export {
  clearStoredOutbox,
  LEGACY_OUTBOX_STORAGE_KEYS,
  OUTBOX_STORAGE_KEY,
  storedOutbox,
} from './storage-key';
export {
  answerScope,
  createOutbox,
  gameScope,
  outboxKeys,
  outboxRetry,
  progressScope,
  type AnswerDelivery,
  type AnswerSend,
  type Outbox,
  type OutboxApi,
  type OutboxKind,
  type OutboxOptions,
} from './outbox';
export {
  ATTEMPT_KEY_PREFIX,
  attemptKey,
  createAnswerBook,
  readAttempt,
  removeAttempt,
  writeAttempt,
  type AnswerBook,
} from './answer-book';
export {
  createAnswerQueue,
  type AnswerQueue,
  type AnswerQueueOptions,
  type AnswerQueueSnapshot,
  type AnswerTarget,
} from './answer-queue';
export {
  createProgressQueue,
  keyOf,
  type ProgressQueue,
  type ProgressQueueOptions,
  type QueueSnapshot,
  type QueueStatus,
  type UnitKey,
} from './progress-queue';
