/** A post that cannot be shown: loading, not found (404 or a bad address), or failed with a retry. */
import { isApiError } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import { messageOf, POST_BOARDS, type PostBoard } from './post-board';

/** A friendly not-found with the way back to the list. */
export function PostNotFound({ board }: { board: PostBoard }) {
  return (
    <Status
      state="empty"
      message={WORDS.notFound}
      action={
        <Button asChild variant="outline">
          <Link href={POST_BOARDS[board].base} variant="plain">
            {WORDS.backToList}
          </Link>
        </Button>
      }
    />
  );
}

export function PostLoadState({
  board,
  query,
}: {
  board: PostBoard;
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
}) {
  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404) return <PostNotFound board={board} />;
    return (
      <Status
        state="error"
        message={`${WORDS.loadPostFailed} ${messageOf(query.error)}`}
        retryLabel={WORDS.retry}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Status state="loading" message={WORDS.loadingPost} />;
}
