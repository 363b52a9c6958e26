import { useEffect, useId, useRef, useState } from 'react';
import type * as React from 'react';
import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { usePrefersReducedMotion } from '@buddy/ui/hooks';
import { Button } from '@buddy/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@buddy/ui/dialog';
import { TextField } from '@buddy/ui/text-field';
import type { AlbumPicture } from './album-grid';
import { rewardWords, type AlbumViewerWords } from './words';
// The slide's keyframes: the viewer brings its own, as the coin celebration does (a story or an app that imports the
// viewer alone got no slide, and its stories never saw one).
import './reward.css';

/** The longest comment the viewer accepts, in characters (the server checks its own limit). */
export const ALBUM_COMMENT_LIMIT = 100;

export type AlbumCommentProblem = 'required' | 'tooLong';

/** What is wrong with a comment about to be saved (trimmed, counted in characters), or null. */
export function checkAlbumComment(
  comment: string,
  limit: number = ALBUM_COMMENT_LIMIT,
): AlbumCommentProblem | null {
  const trimmed = comment.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > limit) return 'tooLong';
  return null;
}

/** Where a running save or delete is: the caller's mutation state. */
export type AlbumActionState = 'idle' | 'busy' | 'failed';

export type AlbumViewerProps = {
  /** The page's pictures. */
  pictures: readonly AlbumPicture[];
  /** The picture the viewer opens at: the viewer is open while it is given, closed when null. */
  index: number | null;
  /** The viewer moved to another picture. */
  onIndexChange?: (index: number) => void;
  /** The close button, Escape or a press outside. */
  onClose: () => void;
  /** '저장하기' with a valid comment (trimmed). */
  onSave: (id: number, comment: string) => void;
  /** '지울래요' in the delete confirm step. */
  onDelete: (id: number) => void;
  /** The save: busy spins; failed says so and keeps the text; busy → idle (saved) ends the editing. */
  saveState?: AlbumActionState;
  /** The delete: busy spins; failed says so; busy → idle (deleted) ends the confirm step. */
  deleteState?: AlbumActionState;
  /** The comment's longest length (default ALBUM_COMMENT_LIMIT). */
  commentLimit?: number;
  /**
   * Pictures on the pages before this one, and in the whole album, for an album shown a page at a time: the
   * position counts across pages ('10 / 24'), and moving past this page's first or last picture asks `onEdge`
   * for the page before or after (default: this page is the whole album).
   */
  before?: number;
  total?: number;
  /** Past this page's first (-1) or last (1) picture, when the album has more that way. */
  onEdge?: (direction: 1 | -1) => void;
  words?: Partial<AlbumViewerWords>;
};

/** The picture slides in from the side it came from (spec §9: slides 0.5 s); none under reduced motion. */
const slideVariants = cva('flex flex-col gap-3', {
  variants: {
    slide: {
      none: '',
      next: 'motion-safe:animate-[reward-album-from-next_var(--duration-slide)_ease-out]',
      previous: 'motion-safe:animate-[reward-album-from-previous_var(--duration-slide)_ease-out]',
    },
  },
  defaultVariants: { slide: 'none' },
});

type Mode = 'view' | 'edit' | 'confirm';

/** How far a finger moves across the picture before it counts as a swipe, in CSS pixels. */
const SWIPE_PX = 48;

/**
 * The album's popup (spec §2: "an album popup with a previous/next slider"), in the kit's Dialog: one picture large
 * with its comment and date, '이전 사진' / '다음 사진' around the position ('3 / 8'; aria-disabled at the album's ends
 * so the focus stays on them), ArrowLeft / ArrowRight and a swipe across the picture move too, past a page's edge to
 * the page before or after (`onEdge`), and the picture slides in (not under reduced motion). The
 * comment is edited in place ('설명 고치기': a field checked for empty and too long, '저장하기' / '취소'), the picture
 * deleted after a confirm step ('사진 지우기' → '이 사진을 지울까요?' → '지울래요' / '그만둘래요'). The caller runs
 * the save and the delete and says how they went (`saveState`, `deleteState`). The Dialog traps the focus and gives
 * it back to the card that opened it.
 */
export function AlbumViewer({
  pictures,
  index,
  onIndexChange,
  onClose,
  onSave,
  onDelete,
  saveState = 'idle',
  deleteState = 'idle',
  commentLimit = ALBUM_COMMENT_LIMIT,
  before = 0,
  total,
  onEdge,
  words: wordsProp,
}: AlbumViewerProps) {
  const words = { ...rewardWords.viewer, ...wordsProp };
  const questionId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [current, setCurrent] = useState(index ?? 0);
  const [openedAt, setOpenedAt] = useState(index);
  const [slide, setSlide] = useState<'none' | 'next' | 'previous'>('none');
  const [mode, setMode] = useState<Mode>('view');
  const [draft, setDraft] = useState('');
  const [tried, setTried] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [lastSave, setLastSave] = useState(saveState);
  const [lastDelete, setLastDelete] = useState(deleteState);

  const last = pictures.length - 1;
  const at = Math.min(Math.max(current, 0), Math.max(last, 0));
  const picture = pictures[at];
  const [shownId, setShownId] = useState(picture?.id);

  // Opened (again) at a picture: start there, looking.
  if (index !== openedAt) {
    setOpenedAt(index);
    if (index !== null) {
      setCurrent(index);
      setSlide('none');
      setMode('view');
    }
  }
  // Another picture is shown (moved, or the one shown was deleted and the page reloaded): back to looking.
  if (picture?.id !== shownId) {
    setShownId(picture?.id);
    setMode('view');
  }
  // A save or delete that was running has finished well.
  if (saveState !== lastSave) {
    setLastSave(saveState);
    if (lastSave === 'busy' && saveState === 'idle' && mode === 'edit') setMode('view');
  }
  if (deleteState !== lastDelete) {
    setLastDelete(deleteState);
    if (lastDelete === 'busy' && deleteState === 'idle' && mode === 'confirm') setMode('view');
  }

  const content = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const previousMode = useRef<Mode>('view');

  // The focus follows the step: into the field, onto '그만둘래요', and back to the button that started the step.
  useEffect(() => {
    const before = previousMode.current;
    previousMode.current = mode;
    if (before === mode) return;
    if (mode === 'edit') input.current?.focus();
    else if (mode === 'confirm') keepButton.current?.focus();
    else if (before === 'edit') editButton.current?.focus();
    else if (before === 'confirm') deleteButton.current?.focus();
  }, [mode]);

  // A deleted picture takes its buttons with it: the focus stays in the dialog.
  useEffect(() => {
    const box = content.current;
    if (box && !box.contains(document.activeElement)) box.focus();
  }, [shownId]);

  const all = Math.max(total ?? 0, before + pictures.length);
  /** More pictures on the pages before or after this one. */
  const beyond = (step: 1 | -1) =>
    onEdge !== undefined && (step < 0 ? before > 0 : before + pictures.length < all);
  const move = (step: 1 | -1) => {
    if (mode !== 'view') return;
    const next = at + step;
    setSlide(reducedMotion ? 'none' : step > 0 ? 'next' : 'previous');
    if (next < 0 || next > last) {
      if (beyond(step)) onEdge?.(step);
      return;
    }
    setCurrent(next);
    onIndexChange?.(next);
  };

  /** A swipe across the picture moves like the buttons (a finger or a pen; a mouse uses the buttons). */
  const swipe = useRef<{ x: number; y: number } | null>(null);

  const problem = checkAlbumComment(draft, commentLimit);
  // Too long is said while typing; empty once a save was tried.
  const shownProblem = problem === 'tooLong' || (tried && problem) ? problem : null;
  const error =
    shownProblem === 'required'
      ? words.required(words.label)
      : shownProblem === 'tooLong'
        ? words.tooLong(commentLimit)
        : null;
  const saving = saveState === 'busy';
  const deleting = deleteState === 'busy';

  const startEdit = () => {
    if (!picture) return;
    setDraft(picture.comment);
    setTried(false);
    setMode('edit');
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!picture || saving) return;
    setTried(true);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSave(picture.id, draft.trim());
  };

  return (
    <Dialog
      open={index !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        ref={content}
        data-slot="album-viewer"
        data-mode={mode}
        closeLabel={words.close}
        aria-busy={saving || deleting || undefined}
        className="break-keep desktop:max-w-2xl"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
          if (mode !== 'view') return;
          event.preventDefault();
          move(event.key === 'ArrowRight' ? 1 : -1);
        }}
      >
        <div className="flex items-baseline gap-3 pr-12">
          <DialogTitle className="m-0">{words.title}</DialogTitle>
          {picture ? (
            <p
              data-slot="album-position"
              aria-hidden="true"
              className="m-0 font-bold text-muted tabular-nums"
            >
              {words.position(before + at + 1, all)}
            </p>
          ) : null}
        </div>
        <DialogDescription className="sr-only">
          {picture ? words.positionLabel(before + at + 1, all) : words.title}
        </DialogDescription>
        {picture ? (
          <>
            <div className="flex items-center gap-2">
              <Button
                variant="outline"
                size="icon"
                data-slot="album-previous"
                aria-label={words.previous}
                aria-disabled={(at <= 0 && !beyond(-1)) || mode !== 'view' || undefined}
                className="shrink-0 rounded-full"
                onClick={() => move(-1)}
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <div
                data-slot="album-swipe"
                className="min-w-0 flex-1 touch-pan-y overflow-hidden"
                onPointerDown={(event) => {
                  if (event.pointerType !== 'mouse') swipe.current = { x: event.clientX, y: event.clientY };
                }}
                onPointerCancel={() => {
                  swipe.current = null;
                }}
                onPointerUp={(event) => {
                  const start = swipe.current;
                  swipe.current = null;
                  if (!start) return;
                  const dx = event.clientX - start.x;
                  if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
                    move(dx < 0 ? 1 : -1);
                }}
              >
                <figure
                  key={picture.id}
                  data-slot="album-viewer-slide"
                  data-slide={slide === 'none' ? undefined : slide}
                  className={slideVariants({ slide })}
                  onAnimationEnd={() => setSlide('none')}
                >
                  <img
                    src={picture.imageUrl}
                    alt={words.picture}
                    className="mx-auto block aspect-square w-full max-w-[45dvh] rounded-lg bg-surface-muted object-contain"
                  />
                  <figcaption className="flex flex-col gap-1">
                    {mode === 'edit' ? null : (
                      <span
                        data-slot="album-viewer-comment"
                        className="text-lg leading-normal font-semibold text-text [overflow-wrap:anywhere]"
                      >
                        {picture.comment.trim() || words.noComment}
                      </span>
                    )}
                    <span className="text-sm text-muted tabular-nums">
                      <span className="sr-only">{words.takenAt} </span>
                      <time dateTime={picture.takenAt}>{words.date(picture.takenAt)}</time>
                    </span>
                  </figcaption>
                </figure>
              </div>
              <Button
                variant="outline"
                size="icon"
                data-slot="album-next"
                aria-label={words.next}
                aria-disabled={(at >= last && !beyond(1)) || mode !== 'view' || undefined}
                className="shrink-0 rounded-full"
                onClick={() => move(1)}
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            {mode === 'edit' ? (
              <form noValidate className="flex flex-col gap-3" onSubmit={submit} data-slot="album-edit">
                <TextField
                  ref={input}
                  label={words.label}
                  value={draft}
                  error={error}
                  hint={words.count([...draft.trim()].length, commentLimit)}
                  required
                  size="lg"
                  onChange={(event) => setDraft(event.target.value)}
                />
                {saveState === 'failed' && tried ? (
                  <p role="alert" className="m-0 font-semibold text-danger">
                    {words.saveFailed}
                  </p>
                ) : null}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button
                    variant="outline"
                    aria-disabled={saving || undefined}
                    onClick={() => !saving && setMode('view')}
                  >
                    {words.cancelEdit}
                  </Button>
                  <Button type="submit" loading={saving}>
                    {words.save}
                  </Button>
                </div>
              </form>
            ) : mode === 'confirm' ? (
              <div
                role="group"
                aria-labelledby={questionId}
                data-slot="album-delete-confirm"
                className="flex flex-col gap-2 rounded-lg border-2 border-danger/40 p-4"
              >
                <p id={questionId} className="m-0 text-lg font-bold text-text">
                  {words.deleteQuestion}
                </p>
                <p className="m-0 text-text">{words.deleteHint}</p>
                {deleteState === 'failed' && confirmed ? (
                  <p role="alert" className="m-0 font-semibold text-danger">
                    {words.deleteFailed}
                  </p>
                ) : null}
                <div className="flex flex-wrap justify-end gap-2">
                  <Button
                    ref={keepButton}
                    variant="outline"
                    aria-disabled={deleting || undefined}
                    onClick={() => !deleting && setMode('view')}
                  >
                    {words.deleteCancel}
                  </Button>
                  <Button
                    variant="danger"
                    loading={deleting}
                    onClick={() => {
                      setConfirmed(true);
                      onDelete(picture.id);
                    }}
                  >
                    {words.deleteConfirm}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap justify-end gap-2">
                <Button ref={editButton} variant="outline" onClick={startEdit}>
                  <Pencil aria-hidden="true" />
                  {words.edit}
                </Button>
                <Button
                  ref={deleteButton}
                  variant="outline"
                  onClick={() => {
                    setConfirmed(false);
                    setMode('confirm');
                  }}
                >
                  <Trash2 aria-hidden="true" />
                  {words.delete}
                </Button>
              </div>
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
