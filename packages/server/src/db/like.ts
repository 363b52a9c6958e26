/**
 * The pattern of a case-insensitive substring search (ILIKE): `%`, `_` and `\` in the text are literal characters,
 * not patterns (PostgreSQL's default LIKE escape is `\`; the text is a bound parameter, never SQL).
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
