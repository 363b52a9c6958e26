import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BOARD_LIMITS, PAGE_SIZES, validateMemo, type FieldError } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Checkbox } from '@buddy/ui/checkbox';
import { Pagination } from '@buddy/ui/pagination';
import { inputVariants } from '@buddy/ui/text-field';
import { Status } from '@buddy/ui/status';
import { boardWords, excerpt } from './words';

/** A memo as the board shows it (the API's Memo fits). */
export interface MemoItem {
  boardNo: number;
  content: string;
  checked: boolean;
  createdAt: number;
}

export type MemoBoardProps = {
  state: 'loading' | 'error' | 'ready';
  memos?: readonly MemoItem[];
  totalCount?: number;
  page?: number;
  pageRow?: number;
  onPageChange: (page: number) => void;
  /** The address of a page: the pagination's steps are then links (the page in the address). */
  pageHref?: (page: number) => string;
  /**
   * A new memo (trimmed). Resolve true when it was stored: the write box empties. Resolve false to keep the text
   * (the caller has said what went wrong).
   */
  onCreate: (content: string) => Promise<boolean>;
  /** A changed memo (trimmed); resolve true to close the edit box. */
  onUpdate: (boardNo: number, content: string) => Promise<boolean>;
  /** The check toggle. */
  onCheckedChange: (boardNo: number, checked: boolean) => void;
  onDelete: (boardNo: number) => void;
  /** Asked before deleting (e.g. the kit's `useAlert().confirm`); without it, delete goes straight on. */
  confirm?: (message: string) => Promise<boolean>;
  /** Told the failing memo before focus returns to its box (the app shows the message in a dialog). */
  onInvalid?: (error: FieldError) => void | Promise<void>;
  /** boardNo of a memo whose change is on its way (its controls are busy). */
  busyMemo?: number | null;
  /** A new memo is on its way. */
  creating?: boolean;
  onRetry?: () => void;
  words?: Partial<typeof boardWords.memo>;
  commonWords?: Partial<Pick<typeof boardWords, 'date' | 'pagination'>>;
  className?: string;
};

/**
 * The memo page (spec §3 Memo): a write box with a character counter, then each memo with its content (text, line
 * breaks kept), date, a check toggle, an inline edit and a delete after a confirm; pages; loading, empty and error.
 */
export function MemoBoard({
  state,
  memos = [],
  totalCount = 0,
  page = 1,
  pageRow = PAGE_SIZES.default,
  onPageChange,
  pageHref,
  onCreate,
  onUpdate,
  onCheckedChange,
  onDelete,
  confirm,
  onInvalid,
  busyMemo = null,
  creating = false,
  onRetry,
  words: wordsProp,
  commonWords,
  className,
}: MemoBoardProps) {
  const words = { ...boardWords.memo, ...wordsProp };
  const common = { ...boardWords, ...commonWords };
  const [editing, setEditing] = useState<number | null>(null);

  return (
    <div data-slot="memo-board" className={cn('flex flex-col gap-5', className)}>
      <MemoEditor
        label={words.writeLabel}
        placeholder={words.writePlaceholder}
        submitLabel={words.write}
        counter={words.counter}
        busy={creating}
        onInvalid={onInvalid}
        onSave={onCreate}
        clearOnSave
      />
      {state === 'loading' ? (
        <Status state="loading" message={words.loading} />
      ) : state === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} />
      ) : memos.length === 0 ? (
        <Status state="empty" message={words.empty} />
      ) : (
        <ul aria-label={words.listLabel} className="m-0 flex list-none flex-col gap-3 p-0">
          {memos.map((memo) => {
            const short = excerpt(memo.content);
            const busy = busyMemo === memo.boardNo;
            return (
              <li
                key={memo.boardNo}
                data-slot="memo"
                data-state={memo.checked ? 'checked' : 'unchecked'}
                className="group/memo flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-soft data-[state=checked]:bg-surface-muted"
              >
                {editing === memo.boardNo ? (
                  <MemoEditor
                    label={words.editLabel(short)}
                    labelHidden
                    defaultValue={memo.content}
                    submitLabel={words.save}
                    cancelLabel={words.cancel}
                    counter={words.counter}
                    busy={busy}
                    focusOnMount
                    onInvalid={onInvalid}
                    onCancel={() => setEditing(null)}
                    onSave={async (content) => {
                      const saved = await onUpdate(memo.boardNo, content);
                      if (saved) setEditing(null);
                      return saved;
                    }}
                  />
                ) : (
                  <>
                    <div className="flex items-start gap-3">
                      <Checkbox
                        checked={memo.checked}
                        disabled={busy}
                        aria-label={words.checkLabel(short)}
                        onCheckedChange={(checked) => onCheckedChange(memo.boardNo, checked === true)}
                        size="lg"
                      />
                      <p className="m-0 flex-1 text-lg leading-relaxed break-keep whitespace-pre-line group-data-[state=checked]/memo:text-muted group-data-[state=checked]/memo:line-through group-data-[state=checked]/memo:decoration-2">
                        {memo.content}
                      </p>
                    </div>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="text-sm text-muted tabular-nums">{common.date(memo.createdAt)}</span>
                      <div className="flex gap-2">
                        <Button
                          variant="ghost"
                          size="sm"
                          className="min-h-11"
                          aria-label={words.editLabel(short)}
                          disabled={busy}
                          onClick={() => setEditing(memo.boardNo)}
                        >
                          {words.edit}
                        </Button>
                        <Button
                          variant="ghost"
                          size="sm"
                          className="min-h-11 text-danger"
                          aria-label={words.deleteLabel(short)}
                          disabled={busy}
                          onClick={() =>
                            void (async () => {
                              if (confirm && !(await confirm(words.deleteConfirm))) return;
                              onDelete(memo.boardNo);
                            })()
                          }
                        >
                          {words.delete}
                        </Button>
                      </div>
                    </div>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {state === 'ready' && totalCount > 0 ? (
        <Pagination
          page={page}
          totalCount={totalCount}
          pageRow={pageRow}
          onPageChange={onPageChange}
          pageHref={pageHref}
          words={common.pagination}
        />
      ) : null}
    </div>
  );
}

function MemoEditor({
  label,
  labelHidden = false,
  placeholder,
  defaultValue = '',
  submitLabel,
  cancelLabel,
  counter,
  busy,
  focusOnMount = false,
  clearOnSave = false,
  onInvalid,
  onSave,
  onCancel,
}: {
  label: string;
  labelHidden?: boolean;
  placeholder?: string;
  defaultValue?: string;
  submitLabel: string;
  cancelLabel?: string;
  counter: (length: number, max: number) => string;
  busy: boolean;
  /** The edit box replaces the memo the person chose to edit: the focus moves into it. */
  focusOnMount?: boolean;
  clearOnSave?: boolean;
  onInvalid?: (error: FieldError) => void | Promise<void>;
  onSave: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const failed = validateMemo({ content: value });
    setError(failed?.message ?? null);
    if (failed) {
      await onInvalid?.(failed);
      ref.current?.focus();
      return;
    }
    const saved = await onSave(value.trim());
    if (saved && clearOnSave) setValue('');
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-1.5">
      <label
        htmlFor={`${id}-memo`}
        data-visually-hidden={labelHidden || undefined}
        className="text-sm font-semibold text-text data-visually-hidden:sr-only"
      >
        {label}
      </label>
      <textarea
        ref={ref}
        id={`${id}-memo`}
        value={value}
        rows={3}
        maxLength={BOARD_LIMITS.memo}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(null);
        }}
        className={cn(inputVariants(), 'resize-y py-2 leading-relaxed')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          {error ? (
            <p id={`${id}-error`} className="m-0 text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
          <span id={`${id}-count`} className="text-sm text-muted tabular-nums">
            {counter(value.length, BOARD_LIMITS.memo)}
          </span>
        </div>
        <div className="flex gap-2">
          {onCancel && cancelLabel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
