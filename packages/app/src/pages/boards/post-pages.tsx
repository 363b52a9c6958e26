/**
 * The post boards' screens (spec §2 Study area mypage inquiries and qna contacts; §3 Inquiry, Site Q&A; §7 My page
 * boards): list (search and page in the address), write, detail and edit, for the 1:1 inquiries and the site Q&A.
 * Forms: the first failing field's message in a dialog and under the field, then focus on it; a server failure the
 * same way; delete asks first; after a save the detail opens. A missing post shows a friendly message and the list.
 */
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { useAlert } from '@buddy/ui/alert-dialog';
import { BoardDetail, BoardList } from '../../blocks/board';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useNotify } from '../../app/notify';
import { BoardPage } from './board-page';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import {
  editHref,
  listQuery,
  messageOf,
  POST_BOARDS,
  postHref,
  writeHref,
  type PostBoard,
} from './post-board';
import type { LoaderData, postListLoader, postLoader } from '../../routes/member-loaders';
import { PostForm } from './post-form';
import { usePost, usePostList, usePostMutations } from './post-queries';
import { PostLoadState, PostNotFound } from './post-status';

export function PostListPage({ board }: { board: PostBoard }) {
  const config = POST_BOARDS[board];
  const navigate = useNavigate();
  // The page and search of the address, as the route's loader read them (routes/member-loaders.ts).
  const { page, search } = (useLoaderData() as LoaderData<typeof postListLoader>).address;
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
        pageHref={(next) => listQuery(next, search)}
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

export function PostWritePage({ board }: { board: PostBoard }) {
  const config = POST_BOARDS[board];
  const mutations = usePostMutations(board);
  return (
    <BoardPage area={config.area} title={config.words.writeTitle}>
      <PostForm board={board} onSave={mutations.create} />
    </BoardPage>
  );
}

export function PostDetailPage({ board }: { board: PostBoard }) {
  const config = POST_BOARDS[board];
  const { boardNo } = (useLoaderData() as LoaderData<typeof postLoader>).address;
  // While the post is deleted its query rests: the delete removes it from the cache, and an active query would ask the
  // server again for a post that is gone (a 404 in the console before the list opens).
  const [deleting, setDeleting] = useState(false);
  const query = usePost(board, boardNo, { live: !deleting });
  const mutations = usePostMutations(board);
  const alert = useAlert();
  const notify = useNotify();
  const navigate = useNavigate();
  const post = query.data;

  const remove = async () => {
    if (!post) return;
    setDeleting(true);
    try {
      await mutations.remove(post.boardNo);
      void navigate(config.base, { replace: true });
    } catch (error) {
      setDeleting(false);
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
  const { boardNo } = (useLoaderData() as LoaderData<typeof postLoader>).address;
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
        <PostForm board={board} post={post} onSave={(values) => mutations.update(post.boardNo, values)} />
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
