/**
 * /study/mypage/memo (spec §3 Memo): write a memo, check it, change it in place, delete it after a confirm; the page
 * in the address. A failure says what went wrong in a dialog and keeps what was written.
 */
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { boardMutations, boardQueries } from '@buddy/api';
import { useAlert } from '@buddy/ui/alert-dialog';
import { MemoBoard } from '../../blocks/board';
import { useApp } from '../../app/context';
import { useNotify } from '../../app/notify';
import { useForm } from '../../app/use-form';
import { BoardPage } from './board-page';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import type { LoaderData, memoLoader } from '../../routes/member-loaders';
import { messageOf, validateMemoForm } from './post-board';

export default function MemoPage() {
  const { api, queryClient } = useApp();
  const navigate = useNavigate();
  const alert = useAlert();
  const notify = useNotify();
  // The page of the address, as the route's loader read it (routes/member-loaders.ts).
  const { page } = (useLoaderData() as LoaderData<typeof memoLoader>).address;
  const list = useQuery(boardQueries.memos(api, { pageNo: page }));
  const create = useMutation(boardMutations.createMemo(api, queryClient));
  const update = useMutation(boardMutations.updateMemo(api, queryClient));
  const remove = useMutation(boardMutations.deleteMemo(api, queryClient));
  const [busyMemo, setBusyMemo] = useState<number | null>(null);
  // Writing and editing are forms (the kit's memo boxes check the content first, with the same rule).
  const written = useForm({
    validate: validateMemoForm,
    submit: (memo: { content: string }) => create.mutateAsync(memo),
    failedTitle: WORDS.saveFailedTitle,
    invalidTitle: WORDS.invalidTitle,
  });
  const edited = useForm({
    validate: validateMemoForm,
    submit: (memo: { boardNo: number; content: string }) => update.mutateAsync(memo),
    failedTitle: WORDS.saveFailedTitle,
    invalidTitle: WORDS.invalidTitle,
  });

  /** Checks or deletes a memo; a failure is told in a dialog. */
  const attempt = async (boardNo: number, run: () => Promise<unknown>): Promise<void> => {
    setBusyMemo(boardNo);
    try {
      await run();
    } catch (error) {
      await notify(WORDS.saveFailedTitle, messageOf(error));
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
        pageHref={(next) => (next > 1 ? `?pageNo=${next}` : '?')}
        onCreate={async (content) => {
          const saved = await written.submitValues({ content });
          // A new memo is the newest: show the first page.
          if (saved && page !== 1) void navigate('?');
          return saved;
        }}
        creating={written.pending}
        onUpdate={(boardNo, content) => edited.submitValues({ boardNo, content })}
        onCheckedChange={(boardNo, checked) =>
          void attempt(boardNo, () => update.mutateAsync({ boardNo, checked }))
        }
        onDelete={(boardNo) => void attempt(boardNo, () => remove.mutateAsync(boardNo))}
        confirm={(message) => alert.confirm({ message })}
        onInvalid={(error) => notify(WORDS.invalidTitle, error.message)}
        busyMemo={edited.submitting?.boardNo ?? busyMemo}
        onRetry={() => void list.refetch()}
      />
    </BoardPage>
  );
}
