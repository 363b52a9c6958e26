/** Tests only: the small weekly paper and its marked result the fake /v2 (@buddy/mocks) answers with. */
export { paper, QUESTIONS, resultPaper, SERVER_NOW } from '@buddy/mocks';
