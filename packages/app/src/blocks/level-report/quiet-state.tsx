import { Button } from '@buddy/ui/button';
import { Status } from '@buddy/ui/status';

/**
 * A level-test panel loading, or failed with a retry, said quietly (small, no mascot): the page around it (the score,
 * the month's report) stands without it.
 */
export function QuietState({
  status,
  words,
  onRetry,
}: {
  status: 'loading' | 'error';
  words: { loading: string; error: string; retry: string };
  onRetry?: () => void;
}) {
  if (status === 'loading') return <Status state="loading" size="sm" message={words.loading} />;
  return (
    <Status
      state="error"
      size="sm"
      mascot={false}
      message={words.error}
      action={
        onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            {words.retry}
          </Button>
        ) : undefined
      }
    />
  );
}
