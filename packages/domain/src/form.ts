/**
 * The pure part of the app's forms: what a failed submission shows. A field's message sits under that field (and the
 * field gets focus); a failure no field owns is the form's. The server answers `{code, message}`: a code names a
 * field directly, or through its message for codes shared by several fields (a board's required fields).
 */
import { MESSAGES } from './messages';
import type { FieldError } from './validation';

/** A failed submission as the form shows it: under a field, or for the form as a whole (`field: null`). */
export interface FormFailure<F extends string = string> {
  field: F | null;
  message: string;
}

/** A failure as the api package reports it. */
export interface ServerFailure {
  code?: string | undefined;
  message: string;
}

/** By server code: the field it is about, or a function finding the field from the message. */
export type ServerFieldRules<F extends string> = Readonly<
  Record<string, F | ((message: string) => F | null)>
>;

/** Messages by field; at most one is set (the spec shows the first failing field only). */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The form failure of a server failure: its field by the rules (none for unknown codes), its message as sent. */
export function formFailure<F extends string>(
  failure: ServerFailure,
  rules: ServerFieldRules<F> = {},
): FormFailure<F> {
  const code = failure.code;
  const rule = code !== undefined && Object.hasOwn(rules, code) ? rules[code] : undefined;
  const field = typeof rule === 'function' ? rule(failure.message) : (rule ?? null);
  return { field, message: failure.message.trim() === '' ? MESSAGES.unknownError : failure.message };
}

/** The messages under the fields for a failure (none for a form-level one or none at all). */
export function fieldErrors<F extends string>(
  failure: FieldError<F> | FormFailure<F> | null,
): FieldErrors<F> {
  if (!failure || failure.field === null) return {};
  const errors: FieldErrors<F> = {};
  errors[failure.field] = failure.message;
  return errors;
}

/** The values with surrounding spaces removed, except the fields kept as typed (passwords). */
export function trimmedValues<F extends string>(
  values: Readonly<Record<F, string>>,
  keep: readonly NoInfer<F>[] = [],
): Record<F, string> {
  const out: Record<F, string> = { ...values };
  for (const key of Object.keys(out) as F[]) {
    if (!keep.includes(key)) out[key] = out[key].trim();
  }
  return out;
}
