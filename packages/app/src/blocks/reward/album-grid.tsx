import type * as React from 'react';
import { Camera } from 'lucide-react';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Pagination } from '@buddy/ui/pagination';
import { Status } from '@buddy/ui/status';
import { rewardWords, type AlbumGridWords } from './words';

/** A picture of the buddymon growth album, as the app hands it over (it maps the wire type to these words). */
export interface AlbumPicture {
  id: number;
  /** The child's comment about the picture. */
  comment: string;
  imageUrl: string;
  /** When it was taken (ISO 8601); shown in Seoul time. */
  takenAt: string;
}

/** Pictures a page of the album (the spec's album page size). */
export const ALBUM_PAGE_SIZE = 8;

export type AlbumGridProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The page's pictures; needed when ready. */
  pictures: readonly AlbumPicture[] | undefined;
  state: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** A card was pressed: open the viewer at this index of `pictures`. */
  onOpen: (index: number) => void;
  /** The current page, 1-based. */
  page: number;
  /** Pictures in the whole album. */
  total: number;
  /** Pictures a page (default 8). */
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  /** '사진 찍기', the album's primary action; no button without it. */
  onTake?: () => void;
  /** A picture is being taken: the button spins and ignores presses. */
  taking?: boolean;
  words?: Partial<AlbumGridWords>;
};

const gridClassName =
  'm-0 grid list-none grid-cols-2 gap-3 p-0 md:grid-cols-3 desktop:grid-cols-4 desktop:gap-4';
const cardClassName =
  'flex min-w-0 flex-col gap-2 rounded-xl border-2 border-border bg-surface p-2 shadow-soft';

/**
 * The buddymon growth album (spec §2 reward area: "an album popup with a previous/next slider"): '사진 찍기' as the
 * primary action on top, then the page's pictures as cards (the picture, the child's comment, the date in Seoul
 * time), 2 columns on a phone, 3 from 768 px and 4 from 901 px, and the kit's Pagination. A card is a button that
 * opens the viewer at its picture (`onOpen(index)`); the viewer, a Dialog, gives the focus back to it when it closes.
 * Loading is a skeleton of the same grid, an error the kit's Status with a retry, an empty album a friendly Status
 * inviting the first picture (with the take button in it).
 */
export function AlbumGrid({
  pictures,
  state,
  onRetry,
  onOpen,
  page,
  total,
  pageSize = ALBUM_PAGE_SIZE,
  onPageChange,
  pageHref,
  onTake,
  taking = false,
  words: wordsProp,
  className,
  ...props
}: AlbumGridProps) {
  const words = { ...rewardWords.album, ...wordsProp };
  const shown: 'loading' | 'error' | 'ready' = state === 'ready' && !pictures ? 'loading' : state;
  const rows = pictures ?? [];
  const empty = shown === 'ready' && rows.length === 0;
  const take = onTake ? (
    <Button data-slot="album-take" size="lg" loading={taking} onClick={onTake}>
      <Camera aria-hidden="true" />
      {words.take}
    </Button>
  ) : null;

  return (
    <div
      data-slot="album-grid"
      data-state={empty ? 'empty' : shown}
      className={cn('flex min-w-0 flex-col gap-4 break-keep', className)}
      {...props}
    >
      {take && !empty ? <div className="flex justify-end">{take}</div> : null}
      {shown === 'loading' ? (
        <div role="status" aria-busy="true" data-slot="album-skeleton">
          <span className="sr-only">{words.loading}</span>
          <ul aria-hidden="true" className={gridClassName}>
            {Array.from({ length: pageSize }, (_, index) => (
              <li key={index} className={cardClassName}>
                <span className="block aspect-square w-full rounded-lg bg-surface-muted" />
                <span className="block h-5 w-3/4 rounded-sm bg-surface-muted" />
                <span className="block h-4 w-1/2 rounded-sm bg-surface-muted" />
              </li>
            ))}
          </ul>
        </div>
      ) : shown === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : empty ? (
        <Status state="empty" title={words.emptyTitle} message={words.empty} action={take} />
      ) : (
        <ul aria-label={words.list} data-slot="album-list" className={gridClassName}>
          {rows.map((picture, index) => (
            <li key={picture.id} className="min-w-0">
              <button
                type="button"
                data-slot="album-card"
                className={cn(
                  cardClassName,
                  'h-full w-full cursor-pointer text-start transition-[border-color,transform] duration-(--duration-menu)',
                  'hover:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus active:translate-y-px',
                )}
                onClick={() => onOpen(index)}
              >
                <img
                  src={picture.imageUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="block aspect-square w-full rounded-lg bg-surface-muted object-cover"
                />
                <span
                  data-slot="album-comment"
                  className="line-clamp-2 min-h-[2lh] leading-normal font-semibold text-text [overflow-wrap:anywhere]"
                >
                  {picture.comment.trim() || words.noComment}
                </span>
                <span className="text-sm text-muted tabular-nums">
                  <span className="sr-only">{words.takenAt} </span>
                  <time dateTime={picture.takenAt}>{words.date(picture.takenAt)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown === 'ready' && total > 0 ? (
        <Pagination
          page={page}
          totalCount={total}
          pageRow={pageSize}
          onPageChange={onPageChange}
          pageHref={pageHref}
          words={words.pagination}
        />
      ) : null}
    </div>
  );
}
