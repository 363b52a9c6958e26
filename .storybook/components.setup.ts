import { beforeEach } from 'vitest';
import { resetDocument } from './document-reset';

/* The components project's setup: every test starts on a document without another file's marks (ADR 044). */
beforeEach(() => {
  resetDocument();
});
