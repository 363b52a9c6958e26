/**
 * The post boards' screens (spec §2 Study area mypage inquiries and qna contacts; §3 Inquiry, Site Q&A; §7 My page
 * boards): list (search and page in the address), write, detail and edit, for the 1:1 inquiries and the site Q&A.
 * Forms: the first failing field's message in a dialog and under the field, then focus on it; a server failure the
 * same way; delete asks first; after a save the detail opens. A missing post shows a friendly message and the list.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { boardMutations, boardQueries, isApiError, type BoardPost } from '@buddy/api';
import type { FieldError } from '@buddy/domain';
import {
  BoardDetail,
  BoardForm,
  BoardList,
  Status,
  Button,
  Link,
  useAlert,
  type BoardFormValues,
} from '@buddy/ui';
import { useApp } from '../../app/context';
import { useNotify } from '../../app/notify';
import { MypageNav } from '../../layouts/mypage-nav';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import {
  boardNoFrom,
  editHref,
  fieldOfMessage,
  listParams,
  listQuery,
  messageOf,
  pageFrom,
  POST_BOARDS,
  postHref,
  searchFrom,
  writeHref,
  type PostBoard,
} from './post-board';
import { QnaNav } from './qna-nav';

/** Sets the window title while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} - ${WORDS.site}`;
  }, [title]);
}

/** Where a board page sits: my page (its menu) or the Q&A (its menu). */
export type BoardArea = 'mypage' | 'qna';

/** The page frame: the area's menu, the area's name over the h1 and a lead, then the page. */
export function BoardPage({
  area,
  title,
  lead,
  children,
}: {
  area: BoardArea;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section aria-labelledby="board-page-title" className="flex flex-col gap-6 py-10">
      {area === 'mypage' ? <MypageNav /> : <QnaNav />}
      <header className="flex flex-col gap-2 rounded-lg bg-primary-soft p-6">
        <p className="m-0 text-sm font-semibold text-primary">{WORDS.areas[area]}</p>
        <h1 id="board-page-title" className="m-0 text-2xl font-bold text-text desktop:text-3xl">
          {title}
        </h1>
        {lead ? <p className="m-0 text-base text-text">{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}

/* ---------------------------------------------------------------------------------------------------------------- */

function usePostList(board: PostBoard, page: number, search: ReturnType<typeof searchFrom>) {
  const { api } = useApp();
  const params = listParams(page, search);
  const inquiries = useQuery({ ...boardQueries.inquiries(api, params), enabled: board === 'inquiries' });
  const qna = useQuery({ ...boardQueries.qna(api, params), enabled: board === 'qna' });
  return board === 'qna' ? qna : inquiries;
}

function usePost(board: PostBoard, boardNo: number | null) {
  const { api } = useApp();
  const no = boardNo ?? 0;
  const inquiry = useQuery({ ...boardQueries.inquiry(api, no), enabled: board === 'inquiries' && no > 0 });
  const qna = useQuery({ ...boardQueries.qnaPost(api, no), enabled: board === 'qna' && no > 0 });
  return board === 'qna' ? qna : inquiry;
}

/** Write, change and delete of either board, as plain async functions (the factories keep the cache right). */
function usePostMutations(board: PostBoard) {
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
    saving: createInquiry.isPending || createQna.isPending || updateInquiry.isPending || updateQna.isPending,
    deleting: deleteInquiry.isPending || deleteQna.isPending,
  };
}

/** A friendly not-found with the way back to the list. */
function PostNotFound({ board }: { board: PostBoard }) {
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

/** The states of a post being loaded: loading, not found (404 or a bad address), failed with retry. */
function PostLoadState({
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

/* ---------------------------------------------------------------------------------------------------------------- */

export function PostListPage({ board }: { board: PostBoard }) {
  const config = POST_BOARDS[board];
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageFrom(params);
  const search = searchFrom(params, board);
  const list = usePostList(board, page, search);
  const data = list.data;

  return (
    <BoardPage area={config.area} title={config.words.title} lead={config.words.lead}>
      <BoardList
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        posts={data?.result}
        totalCount={data?.page.totalCount}
        // The server answers the page it used (beyond the last one it gives the last).
        page={data?.page.pageNo ?? page}
        pageRow={data?.page.pageRow}
        onPageChange={(next) => void navigate(listQuery(next, search))}
        search={search}
        onSearch={(next) => void navigate(listQuery(1, next))}
        contentTypes={config.contentTypes}
        hrefFor={(boardNo) => postHref(board, boardNo)}
        writeHref={writeHref(board)}
        onRetry={() => void list.refetch()}
      />
    </BoardPage>
  );
}

/** The form of write and edit: dialog for the first failing field or the server's failure, then focus on it. */
function PostForm({
  board,
  post,
  onSave,
  saving,
}: {
  board: PostBoard;
  post?: BoardPost;
  onSave: (values: BoardFormValues) => Promise<BoardPost>;
  saving: boolean;
}) {
  const config = POST_BOARDS[board];
  const notify = useNotify();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<FieldError | null>(null);

  const submit = async (values: BoardFormValues) => {
    setServerError(null);
    try {
      const saved = await onSave(values);
      void navigate(postHref(board, saved.boardNo), { replace: true });
    } catch (error) {
      const message = messageOf(error);
      await notify(WORDS.saveFailedTitle, message);
      const field = fieldOfMessage(message);
      if (field) setServerError({ field, message });
    }
  };

  return (
    <BoardForm
      key={post?.boardNo ?? 'new'}
      mode={post ? 'edit' : 'create'}
      contentTypes={config.contentTypes}
      defaultValues={
        post
          ? {
              title: post.title,
              content: post.content,
              ...(config.contentTypes ? { contTp: post.contTp ?? '' } : {}),
            }
          : undefined
      }
      onInvalid={(error) => notify(WORDS.invalidTitle, error.message)}
      onSubmit={(values) => void submit(values)}
      busy={saving}
      error={serverError}
      cancelHref={post ? postHref(board, post.boardNo) : config.base}
    />
  );
}

export function PostWritePage({ board }: { board: PostBoard }) {
  const config = POST_BOARDS[board];
  const mutations = usePostMutations(board);
  return (
    <BoardPage area={config.area} title={config.words.writeTitle}>
      <PostForm board={board} onSave={mutations.create} saving={mutations.saving} />
    </BoardPage>
  );
}

export function PostDetailPage({ board }: { board: PostBoard }) {
  const config = POST_BOARDS[board];
  const boardNo = boardNoFrom(useParams().id);
  const query = usePost(board, boardNo);
  const mutations = usePostMutations(board);
  const alert = useAlert();
  const notify = useNotify();
  const navigate = useNavigate();
  const post = query.data;

  const remove = async () => {
    if (!post) return;
    try {
      await mutations.remove(post.boardNo);
      void navigate(config.base, { replace: true });
    } catch (error) {
      await notify(WORDS.deleteFailedTitle, messageOf(error));
    }
  };

  return (
    <BoardPage area={config.area} title={config.words.title}>
      {boardNo === null ? (
        <PostNotFound board={board} />
      ) : post ? (
        <BoardDetail
          post={post}
          contentTypes={config.contentTypes}
          listHref={config.base}
          editHref={editHref(board, post.boardNo)}
          confirm={(message) => alert.confirm({ message })}
          onDelete={() => void remove()}
          deleting={mutations.deleting}
        />
      ) : (
        <PostLoadState board={board} query={query} />
      )}
    </BoardPage>
  );
}

export function PostEditPage({ board }: { board: PostBoard }) {
  const config = POST_BOARDS[board];
  const boardNo = boardNoFrom(useParams().id);
  const query = usePost(board, boardNo);
  const mutations = usePostMutations(board);
  const post = query.data;

  return (
    <BoardPage area={config.area} title={config.words.editTitle}>
      {boardNo === null ? (
        <PostNotFound board={board} />
      ) : !post ? (
        <PostLoadState board={board} query={query} />
      ) : post.answer !== null ? (
        <Status
          state="empty"
          message={WORDS.answeredLocked}
          action={
            <Button asChild variant="outline">
              <Link href={postHref(board, post.boardNo)} variant="plain">
                {WORDS.backToPost}
              </Link>
            </Button>
          }
        />
      ) : (
        <PostForm
          board={board}
          post={post}
          onSave={(values) => mutations.update(post.boardNo, values)}
          saving={mutations.saving}
        />
      )}
    </BoardPage>
  );
}

/* Route modules (default-less: the route table picks them by name). -------------------------------------------- */
export const InquiryListPage = () => <PostListPage board="inquiries" />;
export const InquiryWritePage = () => <PostWritePage board="inquiries" />;
export const InquiryDetailPage = () => <PostDetailPage board="inquiries" />;
export const InquiryEditPage = () => <PostEditPage board="inquiries" />;
export const QnaListPage = () => <PostListPage board="qna" />;
export const QnaWritePage = () => <PostWritePage board="qna" />;
export const QnaDetailPage = () => <PostDetailPage board="qna" />;
export const QnaEditPage = () => <PostEditPage board="qna" />;
