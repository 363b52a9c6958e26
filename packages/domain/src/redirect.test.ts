import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from './redirect';

describe('redirect targets are in-site paths only (spec §5)', () => {
  it.each([
    '/',
    '/study',
    '/study?course=A&step=2&week=1',
    '/library/videos/song/12#top',
    '/search?next=https://elsewhere.example',
    '/study/qna/contacts/3/edit',
  ])('accepts %s', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
    expect(safeRedirect(target)).toBe(target);
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/study'],
    ['absolute http', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['data scheme', 'data:text/html,hi'],
    ['scheme after a slash', '/javascript:alert(1)'],
    ['backslash host', '/\\evil.example'],
    ['double backslash', '\\\\evil.example'],
    ['backslash later', '/study\\..\\evil'],
    ['encoded slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded slash', '/%252Fevil.example'],
    ['fully encoded', '%2F%2Fevil.example'],
    ['tab trick', '/\t/evil.example'],
    ['newline trick', '/\n/evil.example'],
    ['leading space', ' /study'],
    ['relative path', 'study'],
    ['empty', ''],
    ['malformed escape', '/%E0%A4%A'],
    ['not a string', 42],
    ['undefined', undefined],
  ])('refuses %s', (_kind, target) => {
    expect(isSafeRedirect(target)).toBe(false);
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/study')).toBe('/study');
  });
});
