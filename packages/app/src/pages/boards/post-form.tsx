/**
 * The write / edit form of a post, the kit's BoardForm on the app's form hook: the first failing field told in a
 * dialog (the kit focuses it after), a server failure in a dialog and under its field, one save at a time, and after
 * a save the post opens.
 */
import { useNavigate } from 'react-router';
import type { BoardPost } from '@buddy/api';
import { BoardForm, type BoardFormValues } from '../../blocks/board';
import { useNotify } from '../../app/notify';
import { useForm } from '../../app/use-form';
import { BOARD_PAGE_WORDS as WORDS } from './board-words';
import { POST_BOARDS, POST_SERVER_FIELDS, postHref, validatePost, type PostBoard } from './post-board';

export function PostForm({
  board,
  post,
  onSave,
}: {
  board: PostBoard;
  post?: BoardPost;
  onSave: (values: BoardFormValues) => Promise<BoardPost>;
}) {
  const config = POST_BOARDS[board];
  const notify = useNotify();
  const navigate = useNavigate();
  const validate = (values: BoardFormValues) => validatePost(board, values);
  const form = useForm({
    validate,
    submit: onSave,
    serverFields: POST_SERVER_FIELDS,
    failedTitle: WORDS.saveFailedTitle,
    invalidTitle: WORDS.invalidTitle,
    onSuccess: (saved) => void navigate(postHref(board, saved.boardNo), { replace: true }),
  });

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
      validate={validate}
      onInvalid={(error) => notify(WORDS.invalidTitle, error.message)}
      onSubmit={(values) => void form.submitValues(values)}
      busy={form.pending}
      error={form.fieldError}
      cancelHref={post ? postHref(board, post.boardNo) : config.base}
    />
  );
}
