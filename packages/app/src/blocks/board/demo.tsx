/**
 * Stateful stand-ins of the app around the board components, for stories and tests: a list that searches and pages
 * the sample posts, a detail and a memo board that confirm in the kit's dialog, a form that shows its first failing
 * field in the kit's alert. Links stay on the page.
 */
import { useState } from 'react';
import type * as React from 'react';
import { AlertProvider, useAlert } from '@buddy/ui/alert-dialog';
import { LinkProvider, type LinkComponentProps } from '@buddy/ui/link';
import { BoardDetail, type BoardDetailPost } from './board-detail';
import { BoardForm, type BoardFormValues } from './board-form';
import { BoardList, type BoardListSearch } from './board-list';
import { MemoBoard, type MemoItem } from './memo-board';

/** A router link stand-in: the story stays on its page, and the followed address is shown. */
function StayingLink({ href, children, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        document.dispatchEvent(new CustomEvent('story-navigate', { detail: href }));
      }}
    >
      {children}
    </a>
  );
}

export function BoardStoryFrame({ children }: { children: React.ReactNode }) {
  return (
    <LinkProvider component={StayingLink}>
      <AlertProvider>
        <main className="mx-auto max-w-[1020px] p-4">{children}</main>
      </AlertProvider>
    </LinkProvider>
  );
}

export interface ListDemoProps {
  state?: 'loading' | 'error' | 'ready';
  posts: readonly BoardDetailPost[];
  contentTypes?: Readonly<Record<string, string>>;
  pageRow?: number;
  /** Pretend the server holds this many (the extra pages repeat the posts). */
  totalCount?: number;
  onSearch?: (search: BoardListSearch) => void;
  onRetry?: () => void;
}

export function ListDemo({
  state = 'ready',
  posts,
  contentTypes,
  pageRow = 10,
  totalCount,
  onSearch,
  onRetry,
}: ListDemoProps) {
  const [search, setSearch] = useState<BoardListSearch>({ srchTp: 'TD', srchText: '', srchContTp: '' });
  const [page, setPage] = useState(1);
  const text = search.srchText.toLowerCase();
  const found = posts.filter((post) => {
    if (search.srchContTp && post.contTp !== search.srchContTp) return false;
    if (!text) return true;
    const inTitle = post.title.toLowerCase().includes(text);
    const inContent = post.content.toLowerCase().includes(text);
    return search.srchTp === 'T' ? inTitle : search.srchTp === 'D' ? inContent : inTitle || inContent;
  });
  return (
    <BoardStoryFrame>
      <BoardList
        state={state}
        posts={found.slice(0, pageRow)}
        totalCount={totalCount ?? found.length}
        page={page}
        pageRow={pageRow}
        onPageChange={setPage}
        search={search}
        onSearch={(next) => {
          onSearch?.(next);
          setSearch(next);
          setPage(1);
        }}
        contentTypes={contentTypes}
        hrefFor={(boardNo) => `/board/${boardNo}`}
        writeHref="/board/write"
        onRetry={onRetry}
      />
    </BoardStoryFrame>
  );
}

export interface DetailDemoProps {
  post: BoardDetailPost;
  contentTypes?: Readonly<Record<string, string>>;
  onDelete?: () => void;
}

function DetailInner({ post, contentTypes, onDelete }: DetailDemoProps) {
  const alert = useAlert();
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <p role="status">지웠어요 (story)</p>;
  return (
    <BoardDetail
      post={post}
      contentTypes={contentTypes}
      listHref="/board"
      editHref={`/board/${post.boardNo}/edit`}
      confirm={(message) => alert.confirm({ message })}
      onDelete={() => {
        onDelete?.();
        setDeleted(true);
      }}
    />
  );
}

export function DetailDemo(props: DetailDemoProps) {
  return (
    <BoardStoryFrame>
      <DetailInner {...props} />
    </BoardStoryFrame>
  );
}

export interface FormDemoProps {
  mode?: 'create' | 'edit';
  contentTypes?: Readonly<Record<string, string>>;
  defaultValues?: BoardFormValues;
  busy?: boolean;
  onSubmit?: (values: BoardFormValues) => void;
}

function FormInner({ mode, contentTypes, defaultValues, busy, onSubmit }: FormDemoProps) {
  const alert = useAlert();
  const [saved, setSaved] = useState<BoardFormValues | null>(null);
  return (
    <>
      <BoardForm
        mode={mode}
        contentTypes={contentTypes}
        defaultValues={defaultValues}
        busy={busy}
        cancelHref="/board"
        onInvalid={(error) => alert.alert({ title: '입력 확인', message: error.message })}
        onSubmit={(values) => {
          onSubmit?.(values);
          setSaved(values);
        }}
      />
      {saved ? <p role="status">{`저장했어요 (story): ${saved.title}`}</p> : null}
    </>
  );
}

export function FormDemo(props: FormDemoProps) {
  return (
    <BoardStoryFrame>
      <FormInner {...props} />
    </BoardStoryFrame>
  );
}

export interface MemoDemoProps {
  state?: 'loading' | 'error' | 'ready';
  memos: readonly MemoItem[];
  pageRow?: number;
  onDelete?: (boardNo: number) => void;
  onCheckedChange?: (boardNo: number, checked: boolean) => void;
}

function MemoInner({
  state = 'ready',
  memos: initial,
  pageRow = 10,
  onDelete,
  onCheckedChange,
}: MemoDemoProps) {
  const alert = useAlert();
  const [memos, setMemos] = useState<MemoItem[]>([...initial]);
  const [page, setPage] = useState(1);
  const [next, setNext] = useState(100);
  return (
    <MemoBoard
      state={state}
      memos={memos.slice((page - 1) * pageRow, page * pageRow)}
      totalCount={memos.length}
      page={page}
      pageRow={pageRow}
      onPageChange={setPage}
      confirm={(message) => alert.confirm({ message })}
      onInvalid={(error) => alert.alert({ title: '입력 확인', message: error.message })}
      onCreate={async (content) => {
        setMemos((current) => [
          { boardNo: next, content, checked: false, createdAt: Date.UTC(2026, 4, 4, 1) },
          ...current,
        ]);
        setNext(next + 1);
        return true;
      }}
      onUpdate={async (boardNo, content) => {
        setMemos((current) =>
          current.map((memo) => (memo.boardNo === boardNo ? { ...memo, content } : memo)),
        );
        return true;
      }}
      onCheckedChange={(boardNo, checked) => {
        onCheckedChange?.(boardNo, checked);
        setMemos((current) =>
          current.map((memo) => (memo.boardNo === boardNo ? { ...memo, checked } : memo)),
        );
      }}
      onDelete={(boardNo) => {
        onDelete?.(boardNo);
        setMemos((current) => current.filter((memo) => memo.boardNo !== boardNo));
      }}
    />
  );
}

export function MemoDemo(props: MemoDemoProps) {
  return (
    <BoardStoryFrame>
      <MemoInner {...props} />
    </BoardStoryFrame>
  );
}
