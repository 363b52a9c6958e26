/**
 * /study/mypage/memo (spec §3 Memo): write a memo, check it, change it in place, delete it after a confirm; the page
 * in the address. A failure says what went wrong in a dialog and keeps what was written.
 */
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { boardMutations, boardQueries } from '@buddy/api';
import { MemoBoard, useAlert } from '@buddy/ui';
import { useApp } from '../../app/context';
import { useNotify } from '../../app/notify';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import { messageOf, pageFrom } from './post-board';
import { BoardPage } from './post-pages';

export default function MemoPage() {
  const { api, queryClient } = useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const notify = useNotify();
  const page = pageFrom(params);
  const list = useQuery(boardQueries.memos(api, { pageNo: page }));
  const create = useMutation(boardMutations.createMemo(api, queryClient));
  const update = useMutation(boardMutations.updateMemo(api, queryClient));
  const remove = useMutation(boardMutations.deleteMemo(api, queryClient));
  const [busyMemo, setBusyMemo] = useState<number | null>(null);

  /** Runs one change of a memo; a failure is told in a dialog. Resolves whether it worked. */
  const attempt = async (boardNo: number | null, run: () => Promise<unknown>): Promise<boolean> => {
    setBusyMemo(boardNo);
    try {
      await run();
      return true;
    } catch (error) {
      await notify(WORDS.saveFailedTitle, messageOf(error));
      return false;
    } finally {
      setBusyMemo(null);
    }
  };

  return (
    <BoardPage area="mypage" title={WORDS.memo.title} lead={WORDS.memo.lead}>
      <MemoBoard
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        memos={list.data?.result}
        totalCount={list.data?.page.totalCount}
        page={list.data?.page.pageNo ?? page}
        pageRow={list.data?.page.pageRow}
        onPageChange={(next) => void navigate(next > 1 ? `?pageNo=${next}` : '?')}
        onCreate={async (content) => {
          const saved = await attempt(null, () => create.mutateAsync({ content }));
          // A new memo is the newest: show the first page.
          if (saved && page !== 1) void navigate('?');
          return saved;
        }}
        creating={create.isPending}
        onUpdate={(boardNo, content) => attempt(boardNo, () => update.mutateAsync({ boardNo, content }))}
        onCheckedChange={(boardNo, checked) =>
          void attempt(boardNo, () => update.mutateAsync({ boardNo, checked }))
        }
        onDelete={(boardNo) => void attempt(boardNo, () => remove.mutateAsync(boardNo))}
        confirm={(message) => alert.confirm({ message })}
        onInvalid={(error) => notify(WORDS.invalidTitle, error.message)}
        busyMemo={busyMemo}
        onRetry={() => void list.refetch()}
      />
    </BoardPage>
  );
}
