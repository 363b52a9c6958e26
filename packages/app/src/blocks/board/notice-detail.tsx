import { useId } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { boardWords } from './words';

/** A notice as the detail shows it (the API's Notice fits). */
export interface NoticeDetailPost {
  boardNo: number;
  title: string;
  /** Plain text; paragraphs are separated by a blank line. */
  content: string;
  createdAt: number;
  pinned?: boolean;
}

/** The notice listed before or after this one, or null at either end. */
export type NoticeNeighbourPost = { boardNo: number; title: string } | null;

export type NoticeDetailProps = {
  notice: NoticeDetailPost;
  prev: NoticeNeighbourPost;
  next: NoticeNeighbourPost;
  hrefFor: (boardNo: number) => string;
  listHref: string;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3;
  words?: Partial<typeof boardWords.notice>;
  commonWords?: Partial<Pick<typeof boardWords, 'date'>>;
  className?: string;
};

/** A text's paragraphs: split on blank lines, each kept as text with its single line breaks. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * One notice (spec §3 Notice): the pinned mark, the title, the date, the content as plain text in paragraphs (never
 * HTML), the notices before and after it in the list, and back to the list.
 */
export function NoticeDetail({
  notice,
  prev,
  next,
  hrefFor,
  listHref,
  headingLevel = 2,
  words: wordsProp,
  commonWords,
  className,
}: NoticeDetailProps) {
  const words = { ...boardWords.notice, ...wordsProp };
  const common = { ...boardWords, ...commonWords };
  const id = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const neighbours = [
    { key: 'next', label: words.next, post: next, Icon: ChevronUp },
    { key: 'prev', label: words.prev, post: prev, Icon: ChevronDown },
  ] as const;

  return (
    <article
      data-slot="notice-detail"
      aria-labelledby={`${id}-title`}
      className={cn('flex flex-col gap-5', className)}
    >
      <header className="flex flex-col gap-2 border-b-2 border-text/70 pb-4">
        {notice.pinned ? (
          <span className="inline-flex w-fit items-center rounded-full bg-primary px-2.5 py-0.5 text-sm font-semibold text-primary-foreground">
            {words.pinned}
          </span>
        ) : null}
        <Title id={`${id}-title`} className="m-0 text-2xl font-bold break-keep">
          {notice.title}
        </Title>
        <dl className="m-0 flex flex-wrap gap-x-4 text-sm text-muted">
          <div className="flex gap-1">
            <dt>{words.date}</dt>
            <dd className="m-0 tabular-nums">{common.date(notice.createdAt)}</dd>
          </div>
        </dl>
      </header>
      <div data-slot="notice-content" className="flex min-h-32 flex-col gap-4 px-1 text-lg leading-relaxed">
        {paragraphsOf(notice.content).map((paragraph, index) => (
          <p key={index} className="m-0 break-keep whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
      <nav aria-label={words.neighbours} className="border-y border-border">
        <ul className="m-0 list-none p-0">
          {neighbours.map(({ key, label, post, Icon }) => (
            <li
              key={key}
              className="flex min-h-12 items-center gap-3 border-b border-border px-2 py-2 last:border-b-0"
            >
              <span className="flex w-24 shrink-0 items-center gap-1 text-sm font-semibold text-muted">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </span>
              {post ? (
                <Link
                  href={hrefFor(post.boardNo)}
                  variant="plain"
                  className="min-w-0 flex-1 truncate py-2 hover:underline"
                >
                  {post.title}
                </Link>
              ) : (
                <span className="text-muted">{key === 'next' ? words.noNext : words.noPrev}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex justify-center">
        <Button asChild variant="outline">
          <Link href={listHref} variant="plain">
            {words.list}
          </Link>
        </Button>
      </div>
    </article>
  );
}
