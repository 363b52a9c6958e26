/** Tests and stories only: a small weekly paper and its marked result in the contract's shapes (`@buddy/api/testing`). */
export { paper, QUESTIONS, resultPaper, SERVER_NOW } from './test-session/fixtures';
