/** The completed parts, gathered and handed to the outbox (whose progress mutation puts the answered week in the cache). */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createProgressQueue, type ProgressQueue, type QueueSnapshot } from '@buddy/api';
import { useOutbox } from '../../app/outbox';

export function useProgressQueue(): { queue: ProgressQueue; snapshot: QueueSnapshot } {
  const outbox = useOutbox();
  const [queue] = useState(() => createProgressQueue({ outbox }));
  useEffect(() => {
    // Leaving the page (or the tab) queues what is gathered at once.
    const onHide = () => void queue.flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      void queue.flush();
    };
  }, [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.snapshot, queue.snapshot);
  return { queue, snapshot };
}
