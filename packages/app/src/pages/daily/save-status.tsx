/** The line that says whether the completed parts are stored, are on their way, or cannot be stored. */
import { useState } from 'react';
import type { QueueSnapshot } from '@buddy/api';
import { saveWord, storedNow } from './daily-progress';
import { DAILY_WORDS as WORDS } from './daily-words';

export function SaveStatus({ snapshot }: { snapshot: QueueSnapshot }) {
  const [saved, setSaved] = useState(false);
  const [seen, setSeen] = useState(snapshot.status);
  // Remember that something was stored once the queue comes back to rest (state from props, not an effect).
  if (seen !== snapshot.status) {
    setSeen(snapshot.status);
    if (storedNow(seen, snapshot.status)) setSaved(true);
  }
  const word = saveWord(snapshot.status, saved);
  const problem = word === 'retrying' || word === 'refused';
  return (
    <p role="status" className={problem ? 'm-0 font-semibold text-danger' : 'm-0 text-sm text-muted'}>
      {word ? WORDS[word] : ''}
    </p>
  );
}
