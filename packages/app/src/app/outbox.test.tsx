import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, OUTBOX_STORAGE_KEY, type KeyValueStorage } from '@buddy/api';
import { STORAGE_KEYS } from '@buddy/domain';
import { externalPage, logoutLoader } from '../routes/logout';
import { createAppContext } from './context';
import { outboxOf } from './outbox';

const unit = { stdCourse: 'A' as const, stdStep: 1, stdWeek: 1, stdDay: 1, stdUnit: 1 };
const session = { stdCourse: 'A', stdStep: 1, stdWeek: 1, days: [] };

/** An app context over this storage whose /v2 calls are recorded and answered with `answer`. */
function contextWith(
  storage: KeyValueStorage,
  answer: (path: string) => unknown = () => ({ result: session }),
) {
  const paths: string[] = [];
  const ctx = createAppContext({
    baseUrl: 'http://api.test/v2',
    storage,
    logger: { warn: () => undefined },
    fetch: (request: Request) => {
      const path = new URL(request.url).pathname.replace('/v2/', '');
      paths.push(path);
      return Promise.resolve(Response.json(answer(path)));
    },
  });
  return { ctx, paths };
}

afterEach(() => onlineManager.setOnline(true));

describe('the outbox of an app context', () => {
  it('is made once per context, on first use', () => {
    const a = contextWith(memoryStorage()).ctx;
    const b = contextWith(memoryStorage()).ctx;
    expect(outboxOf(a)).toBe(outboxOf(a));
    expect(outboxOf(a)).not.toBe(outboxOf(b));
  });

  it('brings back and sends, when first made, what a previous page left stored', async () => {
    const stored = { [STORAGE_KEYS.token]: 'member-token' };
    const before = contextWith(memoryStorage(stored));
    onlineManager.setOnline(false);
    void outboxOf(before.ctx).sendProgress({ ...unit, parts: [0, 2] });
    // Offline, the save waits in the outbox and is persisted to the page's storage.
    await vi.waitFor(() =>
      expect(before.ctx.storage?.getItem(OUTBOX_STORAGE_KEY)).toEqual(expect.any(String)),
    );
    const left = before.ctx.storage?.getItem(OUTBOX_STORAGE_KEY) ?? '';
    expect(before.paths).toEqual([]);

    // The next page: the same browser storage, a new context; nothing is sent until its outbox is made.
    const next = contextWith(memoryStorage({ ...stored, [OUTBOX_STORAGE_KEY]: left }));
    // The previous page's outbox is gone with its page: only the new one may send.
    before.ctx.queryClient.getMutationCache().clear();
    onlineManager.setOnline(true);
    expect(next.paths).toEqual([]);
    outboxOf(next.ctx);
    await vi.waitFor(() => expect(next.ctx.storage?.getItem(OUTBOX_STORAGE_KEY)).toBeNull());
    expect(next.paths).toEqual(['study-course/studies/prgrs']);
    // Going online sent nothing from the page that was left.
    expect(before.paths).toEqual([]);
  });
});

describe('a sign-out', () => {
  it('clears what waits in the outbox, though this page never made one', async () => {
    const stored = {
      [STORAGE_KEYS.token]: 'member-token',
      [OUTBOX_STORAGE_KEY]: JSON.stringify({ mutations: [] }),
    };
    const { ctx, paths } = contextWith(memoryStorage(stored), (path) =>
      path === 'study/url' ? { result: { logoutPage: '' } } : {},
    );
    const answer = await logoutLoader(ctx, {
      request: new Request('http://localhost/auth/logoutAndRedirect?redirect=/study'),
      params: {},
      context: undefined,
      unstable_pattern: '',
    } as unknown as Parameters<typeof logoutLoader>[1]);
    expect(ctx.storage?.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    expect(ctx.storage?.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(answer?.headers.get('Location')).toBe('/study');
    expect(paths).toEqual(['auth/students/logout', 'study/url']);
  });

  it('goes to the external logout page the server names, instead of the redirect target', async () => {
    const { ctx } = contextWith(memoryStorage({ [STORAGE_KEYS.token]: 'member-token' }), (path) =>
      path === 'study/url' ? { result: { logoutPage: 'https://www.publisher.example/logout' } } : {},
    );
    const open = vi.spyOn(externalPage, 'open').mockImplementation(() => undefined);
    const answer = await logoutLoader(ctx, {
      request: new Request('http://localhost/auth/logoutAndRedirect?redirect=/study'),
      params: {},
      context: undefined,
      unstable_pattern: '',
    } as unknown as Parameters<typeof logoutLoader>[1]);
    expect(answer).toBeNull();
    expect(open).toHaveBeenCalledWith('https://www.publisher.example/logout');
    expect(ctx.storage?.getItem(STORAGE_KEYS.token)).toBeNull();
    open.mockRestore();
  });
});
