export {
  createTestBackend,
  testLoadBody,
  type Taker,
  type TestBackend,
  type TestLocation,
  type TestTarget,
} from './backend';
export {
  browserIntervals,
  createTestSession,
  FLUSH_BEFORE_SUBMIT_MS,
  OPEN_ANSWER_MAX,
  type SessionDialogs,
  type TestSession,
  type TestSessionOptions,
  type TestSessionSnapshot,
  type TestSessionState,
} from './session';
export {
  forgetVisitor,
  readVisitor,
  SAMPLE_VISITOR_KEY,
  saveVisitor,
  sessionStore,
  VISITOR_KEY,
  visitorTokenFrom,
  type Visitor,
} from './visitor';
