import { useId, useRef, useState, type FormEvent } from 'react';
import { BOARD_LIMITS, validateBoardPost, validateQnaPost, type FieldError } from '@buddy/domain';
import { cn } from '@buddy/ui/utils';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@buddy/ui/select';
import { inputVariants } from '@buddy/ui/text-field';
import { boardWords } from './words';

export interface BoardFormValues {
  title: string;
  content: string;
  /** The Q&A content type ('' until chosen); absent for inquiries. */
  contTp?: string;
}

export type BoardFormField = 'title' | 'content' | 'contTp';

export type BoardFormProps = {
  defaultValues?: BoardFormValues;
  /** Content types by code (the Q&A): adds the type select, checked first. */
  contentTypes?: Readonly<Record<string, string>>;
  /** 'create' shows 등록, 'edit' shows 저장. */
  mode?: 'create' | 'edit';
  /** The first failing field (default: the domain's validateBoardPost, or validateQnaPost with content types). */
  validate?: (values: BoardFormValues) => FieldError | null;
  /**
   * Told the first failing field before focus moves to it; awaited, so the app can show the message in a dialog
   * (the kit's useAlert) and the focus lands on the field once the dialog is closed.
   */
  onInvalid?: (error: FieldError) => void | Promise<void>;
  /** Valid values (trimmed). */
  onSubmit: (values: BoardFormValues) => void;
  /** A save is on its way: the submit button is busy. */
  busy?: boolean;
  /** An error from outside (the server's): shown under its field when it names one. */
  error?: FieldError | null;
  cancelHref?: string;
  words?: Partial<typeof boardWords.form>;
  className?: string;
};

const FIELDS: BoardFormField[] = ['contTp', 'title', 'content'];

/**
 * The write / edit form of an inquiry or a Q&A post (spec §2 board write form): the content type for the Q&A,
 * title and content with character counters (BOARD_LIMITS), per-field errors in the spec's words ('제목 항목을
 * 확인해주세요.'), the first failing field focused, and a busy submit.
 */
export function BoardForm({
  defaultValues = { title: '', content: '' },
  contentTypes,
  mode = 'create',
  validate,
  onInvalid,
  onSubmit,
  busy = false,
  error: outsideError = null,
  cancelHref,
  words: wordsProp,
  className,
}: BoardFormProps) {
  const words = { ...boardWords.form, ...wordsProp };
  const id = useId();
  const [title, setTitle] = useState(defaultValues.title);
  const [content, setContent] = useState(defaultValues.content);
  const [contTp, setContTp] = useState(defaultValues.contTp ?? '');
  const [ownError, setOwnError] = useState<FieldError | null>(null);
  const contTpRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const error = ownError ?? outsideError;
  const errorFor = (field: BoardFormField) => (error?.field === field ? error.message : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const values: BoardFormValues = contentTypes ? { title, content, contTp } : { title, content };
    const check =
      validate ??
      (contentTypes
        ? (v: BoardFormValues) => validateQnaPost({ ...v, contTp: v.contTp ?? '' })
        : validateBoardPost);
    const failed = check(values);
    setOwnError(failed);
    if (failed) {
      await onInvalid?.(failed);
      const field = FIELDS.includes(failed.field as BoardFormField)
        ? (failed.field as BoardFormField)
        : 'title';
      const target = { contTp: contTpRef, title: titleRef, content: contentRef }[field];
      target.current?.focus();
      return;
    }
    onSubmit({ ...values, title: title.trim(), content: content.trim() });
  };

  const described = (field: BoardFormField, extra?: string) =>
    [extra, errorFor(field) ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  const fieldError = (field: BoardFormField) =>
    errorFor(field) ? (
      <p id={`${id}-${field}-error`} className="m-0 text-sm font-medium text-danger">
        {errorFor(field)}
      </p>
    ) : null;

  return (
    <form
      data-slot="board-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={cn('flex flex-col gap-5', className)}
    >
      {contentTypes ? (
        <div className="flex flex-col gap-1.5 desktop:max-w-xs">
          <span id={`${id}-contTp-label`} className="text-sm font-semibold text-text">
            {words.contentType}
            <span aria-hidden="true" className="ms-0.5 text-danger">
              *
            </span>
          </span>
          <Select
            value={contTp === '' ? undefined : contTp}
            onValueChange={(value) => {
              setContTp(value);
              if (ownError?.field === 'contTp') setOwnError(null);
            }}
          >
            <SelectTrigger
              ref={contTpRef}
              aria-labelledby={`${id}-contTp-label`}
              aria-required
              aria-invalid={errorFor('contTp') ? true : undefined}
              aria-describedby={described('contTp')}
            >
              <SelectValue placeholder={words.contentTypePlaceholder} />
            </SelectTrigger>
            <SelectContent>
              {Object.entries(contentTypes).map(([code, label]) => (
                <SelectItem key={code} value={code}>
                  {label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {fieldError('contTp')}
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-title`} className="text-sm font-semibold text-text">
          {words.title}
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        </label>
        <input
          ref={titleRef}
          id={`${id}-title`}
          value={title}
          maxLength={BOARD_LIMITS.title}
          placeholder={words.titlePlaceholder}
          aria-required
          aria-invalid={errorFor('title') ? true : undefined}
          aria-describedby={described('title', `${id}-title-count`)}
          onChange={(event) => {
            setTitle(event.target.value);
            if (ownError?.field === 'title') setOwnError(null);
          }}
          className={inputVariants()}
        />
        <div className="flex justify-between gap-2">
          {fieldError('title') ?? <span />}
          <span id={`${id}-title-count`} className="text-sm text-muted tabular-nums">
            {words.counter(title.length, BOARD_LIMITS.title)}
          </span>
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-content`} className="text-sm font-semibold text-text">
          {words.content}
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        </label>
        <textarea
          ref={contentRef}
          id={`${id}-content`}
          value={content}
          rows={10}
          maxLength={BOARD_LIMITS.content}
          placeholder={words.contentPlaceholder}
          aria-required
          aria-invalid={errorFor('content') ? true : undefined}
          aria-describedby={described('content', `${id}-content-count`)}
          onChange={(event) => {
            setContent(event.target.value);
            if (ownError?.field === 'content') setOwnError(null);
          }}
          className={cn(inputVariants(), 'min-h-60 resize-y py-2 leading-relaxed')}
        />
        <div className="flex justify-between gap-2">
          {fieldError('content') ?? <span />}
          <span id={`${id}-content-count`} className="text-sm text-muted tabular-nums">
            {words.counter(content.length, BOARD_LIMITS.content)}
          </span>
        </div>
      </div>
      <div className="flex justify-center gap-2">
        {cancelHref ? (
          <Button asChild variant="outline" size="lg">
            <Link href={cancelHref} variant="plain">
              {words.cancel}
            </Link>
          </Button>
        ) : null}
        <Button type="submit" size="lg" loading={busy}>
          {mode === 'edit' ? words.save : words.submit}
        </Button>
      </div>
    </form>
  );
}
