/**
 * The app's one form hook (spec §5): values read at submit, the domain validator's first failing field, the server's
 * `{code, message}` mapped to a field or to the form, and a pending state that lets no second submit through.
 *
 * A failure is shown the spec's way: the message under its field (the field gets aria-invalid and is described by
 * it), the same message in a dialog, then focus on the field once the dialog is closed. A form-level failure is told
 * in the dialog only. The request runs in a React 19 async transition (an Action), so `pending` is true while it is
 * on its way and false again before the dialog opens. See docs/decisions/019-one-form-hook.md.
 */
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { isApiError } from '@buddy/api';
import {
  fieldErrors,
  formFailure,
  MESSAGES,
  type FieldError,
  type FieldErrors,
  type FormFailure,
  type ServerFieldRules,
} from '@buddy/domain';
import { focusInput } from './focus';
import { useNotify } from './notify';

export interface FormOptions<F extends string, V, R> {
  /** The first failing field of the values, or null (a domain validator). */
  validate: (values: V) => FieldError<F> | null;
  /** Sends valid values; rejects with the api package's ApiError (or any Error) on failure. */
  submit: (values: V) => Promise<R>;
  /** Which field a server failure is about, by its code; unknown codes are the form's. */
  serverFields?: ServerFieldRules<F>;
  /** The dialog title of a failure. */
  failedTitle: string;
  /** The dialog title of a failing field before sending (default: failedTitle). */
  invalidTitle?: string;
  /** Runs after a success, still counted as submitting (so it cannot be sent twice). */
  onSuccess?: (result: R, values: V) => void | Promise<void>;
}

export interface Form<F extends string, V> {
  /** The request is on its way. */
  pending: boolean;
  /** The values being submitted (from the first click until the outcome is handled), else null. */
  submitting: V | null;
  /** The message under each field (at most one). */
  errors: FieldErrors<F>;
  /** The last failure, under a field or for the form; null after a success or before any submit. */
  failure: FormFailure<F> | null;
  /** The last failure when a field owns it (for a kit form that shows it under the field itself). */
  fieldError: FieldError<F> | null;
  /** Validates, sends and reports; resolves whether it was saved. A submit while one runs resolves false. */
  submitValues: (values: V) => Promise<boolean>;
  /** A `<form onSubmit>` reading the values from the form element. */
  onSubmit: (read: (form: HTMLFormElement) => V) => (event: FormEvent<HTMLFormElement>) => void;
  /** Props of a kit TextField: name, the ref that focus uses, and its error (TextField wires the aria). */
  field: (name: F) => { name: F; ref: (element: HTMLElement | null) => void; error: string | undefined };
  /** Props of a custom control (a select trigger): the focus ref and its aria-invalid / aria-describedby. */
  control: (name: F) => {
    ref: (element: HTMLElement | null) => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** The id of a custom control's error message element. */
  errorId: (name: F) => string;
}

/** A failure of the api package (code and message), or of anything else (the unknown-error message). */
function serverFailure(error: unknown): { code?: string | undefined; message: string } {
  if (isApiError(error)) return { code: error.code, message: error.message };
  return { message: error instanceof Error && error.message ? error.message : MESSAGES.unknownError };
}

export function useForm<F extends string, V, R = unknown>(options: FormOptions<F, V, R>): Form<F, V> {
  const notify = useNotify();
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [failure, setFailure] = useState<FormFailure<F> | null>(null);
  const [submitting, setSubmitting] = useState<V | null>(null);
  const inFlight = useRef(false);
  const elements = useRef(new Map<F, HTMLElement>());
  const refs = useRef(new Map<F, (element: HTMLElement | null) => void>());

  const refOf = (name: F) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) elements.current.set(name, element);
        else elements.current.delete(name);
      };
      refs.current.set(name, ref);
    }
    return ref;
  };

  const report = async (shown: FormFailure<F>, title: string) => {
    setFailure(shown);
    await notify(title, shown.message);
    if (shown.field !== null) focusInput(elements.current.get(shown.field));
  };

  /** Sends in an async transition: `pending` ends when the answer is in, before any dialog. */
  const send = (values: V) =>
    new Promise<{ ok: true; result: R } | { ok: false; error: unknown }>((resolve) => {
      startTransition(async () => {
        try {
          resolve({ ok: true, result: await options.submit(values) });
        } catch (error) {
          resolve({ ok: false, error });
        }
      });
    });

  const submitValues = async (values: V): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSubmitting(() => values);
    try {
      const invalid = options.validate(values);
      if (invalid) {
        await report(invalid, options.invalidTitle ?? options.failedTitle);
        return false;
      }
      setFailure(null);
      const outcome = await send(values);
      if (!outcome.ok) {
        await report(formFailure(serverFailure(outcome.error), options.serverFields), options.failedTitle);
        return false;
      }
      await options.onSuccess?.(outcome.result, values);
      return true;
    } finally {
      inFlight.current = false;
      setSubmitting(null);
    }
  };

  const errors = fieldErrors(failure);
  const errorId = (name: F) => `${id}-${name}-error`;

  return {
    pending,
    submitting,
    errors,
    failure,
    fieldError: failure && failure.field !== null ? { field: failure.field, message: failure.message } : null,
    submitValues,
    onSubmit: (read) => (event) => {
      event.preventDefault();
      void submitValues(read(event.currentTarget));
    },
    field: (name) => ({ name, ref: refOf(name), error: errors[name] }),
    control: (name) => ({
      ref: refOf(name),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? errorId(name) : undefined,
    }),
    errorId,
  };
}

/** The text of each named field of a form element (a missing field reads as ''). */
export function readFields<F extends string>(form: HTMLFormElement, names: readonly F[]): Record<F, string> {
  const data = new FormData(form);
  const values = {} as Record<F, string>;
  for (const name of names) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
