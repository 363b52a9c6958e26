/**
 * Redirect targets must be in-site paths (spec §5). A target is safe when it is an absolute path on this site:
 * it starts with a single '/', and neither it nor any percent-decoded form of it starts with '//' or '/\',
 * holds a backslash, a control character or white space, or names a scheme.
 */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  let candidate = target;
  for (let round = 0; round < 4; round += 1) {
    if (!isSafePathForm(candidate)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return false;
    }
    if (decoded === candidate) return true;
    candidate = decoded;
  }
  // Encoded more than four times over: nobody does that by accident.
  return false;
}

function isSafePathForm(path: string): boolean {
  if (!path.startsWith('/')) return false;
  if (path.startsWith('//')) return false;
  if (path.includes('\\')) return false;
  // Control characters and white space: browsers strip tabs and newlines, so '/\t/host' would become '//host'.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/[\u0000-\u0020\u007f-\u009f\u2028\u2029]/.test(path)) return false;
  // A scheme before the first slash cannot occur in a path that starts with '/', but 'javascript:' after a
  // stripped slash can: refuse any ':' in the first path segment.
  const firstSegment = path.slice(1).split(/[/?#]/, 1)[0] ?? '';
  if (firstSegment.includes(':')) return false;
  try {
    const base = 'https://in-site.invalid';
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

/** The target when it is a safe in-site path, else the fallback. */
export function safeRedirect(target: unknown, fallback = '/'): string {
  return isSafeRedirect(target) ? target : fallback;
}
