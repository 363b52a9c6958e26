import { isStorableText, unstorableMessage } from '@buddy/domain';
import { ERROR_MESSAGES, fieldLabelOf, HttpError } from './errors';

/*
 * Strings the database cannot store (isStorableText in domain): PostgreSQL's text type refuses U+0000 (the query
 * failed and answered 500 before this check), and a lone UTF-16 surrogate has no UTF-8 form (the driver would
 * silently store U+FFFD). Both are refused before any handler runs.
 */

/**
 * The JSON-pointer-like path of the first string (value or key) that cannot be stored, or null. Iterative with a
 * depth cap, so a deeply nested body cannot exhaust the stack (the body limit keeps it small anyway).
 */
export function findUnstorable(value: unknown, maxDepth = 64): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path || '/';
      continue;
    }
    if (current === null || typeof current !== 'object' || depth >= maxDepth) continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current as Record<string, unknown>);
    for (const [key, inner] of entries) {
      // A key is named by its position, never echoed: it is the part that cannot be printed safely.
      if (!isStorableText(key)) return `${path}/*`;
      stack.push({ value: inner, path: `${path}/${key}`, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * 400 VALIDATION for a string that cannot be stored: what is wrong, naming the field when it is one of the form
 * fields (not the spec's '항목을 확인해주세요.', which would call it empty), else in general. `where` is 'body', 'query' or 'params'; `path` comes from findUnstorable.
 */
export function unstorableError(where: string, path: string): HttpError {
  const label = fieldLabelOf(where, path);
  return new HttpError(
    400,
    'VALIDATION',
    label ? unstorableMessage(label) : ERROR_MESSAGES.unstorableText,
    {},
    [{ path: `${where}${path}`, message: ERROR_MESSAGES.unstorableText }],
  );
}
