import { useId } from 'react';
import { MessageCircleReply } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { AnswerBadge } from './board-list';
import { boardWords } from './words';

/** A post as the detail shows it (the API's BoardPost fits). */
export interface BoardDetailPost {
  boardNo: number;
  title: string;
  content: string;
  createdAt: number;
  answer: string | null;
  answeredAt: number | null;
  contTp?: string | null;
}

export type BoardDetailProps = {
  post: BoardDetailPost;
  /** Content types by code (the Q&A): shows the post's type. */
  contentTypes?: Readonly<Record<string, string>>;
  listHref: string;
  /** The edit link; hidden when the post is answered (an answered post cannot be changed). */
  editHref?: string;
  /** Asked before deleting (e.g. the kit's `useAlert().confirm`); without it, delete goes straight on. */
  confirm?: (message: string) => Promise<boolean>;
  onDelete?: () => void;
  /** A delete is on its way. */
  deleting?: boolean;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  words?: Partial<typeof boardWords.detail>;
  commonWords?: Partial<Pick<typeof boardWords, 'answered' | 'waiting' | 'date'>>;
  className?: string;
};

/**
 * One inquiry or Q&A post (spec §3 Inquiry, Site Q&A): title, type, date and the answered badge; the content as plain
 * text with its line breaks (white-space: pre-line, never HTML); the centre's answer in its own box, or a waiting
 * note; edit (not for an answered post), delete (after a confirm) and back to the list.
 */
export function BoardDetail({
  post,
  contentTypes,
  listHref,
  editHref,
  confirm,
  onDelete,
  deleting = false,
  headingLevel = 2,
  words: wordsProp,
  commonWords,
  className,
}: BoardDetailProps) {
  const words = { ...boardWords.detail, ...wordsProp };
  const common = { ...boardWords, ...commonWords };
  const id = useId();
  const answered = post.answer !== null;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const type = post.contTp ? contentTypes?.[post.contTp] : undefined;

  const remove = async () => {
    if (!onDelete) return;
    if (confirm && !(await confirm(words.deleteConfirm))) return;
    onDelete();
  };

  return (
    <article
      data-slot="board-detail"
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-5', className)}
    >
      <header className="flex flex-col gap-2 border-b-2 border-text/70 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <AnswerBadge answered={answered} label={answered ? common.answered : common.waiting} />
          {type ? <span className="text-sm text-muted">{type}</span> : null}
        </div>
        <Title id={`${id}-title`} className="m-0 text-2xl font-bold break-keep">
          {post.title}
        </Title>
        <dl className="m-0 flex flex-wrap gap-x-4 text-sm text-muted">
          {type ? (
            <div className="flex gap-1">
              <dt>{words.contentType}</dt>
              <dd className="m-0">{type}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>{words.date}</dt>
            <dd className="m-0 tabular-nums">{common.date(post.createdAt)}</dd>
          </div>
        </dl>
      </header>
      <div
        data-slot="board-content"
        className="min-h-32 px-1 text-lg leading-relaxed break-keep whitespace-pre-line"
      >
        {post.content}
      </div>
      <section
        aria-labelledby={`${id}-answer`}
        data-state={answered ? 'answered' : 'waiting'}
        className="flex flex-col gap-2 rounded-lg bg-primary-soft p-5 data-[state=waiting]:bg-surface-muted"
      >
        <Sub id={`${id}-answer`} className="m-0 flex items-center gap-2 text-lg font-bold">
          <MessageCircleReply aria-hidden="true" className="size-5" />
          {words.answerHeading}
        </Sub>
        {answered ? (
          <>
            <p className="m-0 leading-relaxed break-keep whitespace-pre-line">{post.answer}</p>
            {post.answeredAt !== null ? (
              <p className="m-0 text-sm text-muted tabular-nums">
                {words.answerDate} {common.date(post.answeredAt)}
              </p>
            ) : null}
          </>
        ) : (
          <p className="m-0 text-muted">{words.waitingNote}</p>
        )}
      </section>
      {answered && editHref ? (
        <p role="note" className="m-0 text-sm text-muted">
          {words.answeredNote}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-between gap-2 border-t border-border pt-4">
        <Button asChild variant="outline">
          <Link href={listHref} variant="plain">
            {words.list}
          </Link>
        </Button>
        <div className="flex gap-2">
          {editHref && !answered ? (
            <Button asChild variant="secondary">
              <Link href={editHref} variant="plain">
                {words.edit}
              </Link>
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="danger" loading={deleting} onClick={() => void remove()}>
              {words.delete}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
