/** The data of the post boards: a list page, one post, and write / change / delete of either board. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { boardMutations, boardQueries, type BoardPost } from '@buddy/api';
import type { BoardFormValues } from '../../blocks/board';
import { useApp } from '../../app/context';
import { listParams, type PostBoard, type searchFrom } from './post-board';

export function usePostList(board: PostBoard, page: number, search: ReturnType<typeof searchFrom>) {
  const { api } = useApp();
  const params = listParams(page, search);
  const inquiries = useQuery({ ...boardQueries.inquiries(api, params), enabled: board === 'inquiries' });
  const qna = useQuery({ ...boardQueries.qna(api, params), enabled: board === 'qna' });
  return board === 'qna' ? qna : inquiries;
}

export function usePost(board: PostBoard, boardNo: number | null, { live = true }: { live?: boolean } = {}) {
  const { api } = useApp();
  const no = boardNo ?? 0;
  // `live: false` while the post is being deleted: the delete forgets it in the cache, which must not ask for it again.
  const inquiry = useQuery({
    ...boardQueries.inquiry(api, no),
    enabled: live && board === 'inquiries' && no > 0,
  });
  const qna = useQuery({ ...boardQueries.qnaPost(api, no), enabled: live && board === 'qna' && no > 0 });
  return board === 'qna' ? qna : inquiry;
}

/** Write, change and delete of either board, as plain async functions (the factories keep the cache right). */
export function usePostMutations(board: PostBoard) {
  const { api, queryClient } = useApp();
  const createInquiry = useMutation(boardMutations.createInquiry(api, queryClient));
  const createQna = useMutation(boardMutations.createQna(api, queryClient));
  const updateInquiry = useMutation(boardMutations.updateInquiry(api, queryClient));
  const updateQna = useMutation(boardMutations.updateQna(api, queryClient));
  const deleteInquiry = useMutation(boardMutations.deleteInquiry(api, queryClient));
  const deleteQna = useMutation(boardMutations.deleteQna(api, queryClient));
  const form = (v: BoardFormValues) => ({ title: v.title, content: v.content });
  const qna = board === 'qna';
  return {
    create: (v: BoardFormValues): Promise<BoardPost> =>
      qna
        ? createQna.mutateAsync({ ...form(v), contTp: v.contTp ?? '' })
        : createInquiry.mutateAsync(form(v)),
    update: (boardNo: number, v: BoardFormValues): Promise<BoardPost> =>
      qna
        ? updateQna.mutateAsync({ boardNo, ...form(v), contTp: v.contTp ?? '' })
        : updateInquiry.mutateAsync({ boardNo, ...form(v) }),
    remove: (boardNo: number) => (qna ? deleteQna.mutateAsync(boardNo) : deleteInquiry.mutateAsync(boardNo)),
    deleting: deleteInquiry.isPending || deleteQna.isPending,
  };
}
