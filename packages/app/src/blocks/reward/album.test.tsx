import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '@buddy/ui/testing';
import { albumPage, albumPictures, tooLongComment } from './album-fixtures';
import { AlbumGrid, type AlbumGridProps, type AlbumPicture } from './album-grid';
import {
  ALBUM_COMMENT_LIMIT,
  AlbumViewer,
  checkAlbumComment,
  type AlbumActionState,
  type AlbumViewerProps,
} from './album-viewer';

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 800);
});

const pictures = albumPage(1);

function viewer(overrides: Partial<AlbumViewerProps> = {}) {
  const props: AlbumViewerProps = {
    pictures,
    index: 2,
    onClose: vi.fn(),
    onSave: vi.fn(),
    onDelete: vi.fn(),
    onIndexChange: vi.fn(),
    ...overrides,
  };
  const view = render(<AlbumViewer {...props} />);
  return {
    props,
    ...view,
    rerender: (next: Partial<AlbumViewerProps>) => view.rerender(<AlbumViewer {...props} {...next} />),
  };
}

function grid(overrides: Partial<AlbumGridProps> = {}) {
  const props: AlbumGridProps = {
    state: 'ready',
    pictures,
    page: 1,
    total: albumPictures.length,
    onOpen: vi.fn(),
    onPageChange: vi.fn(),
    onRetry: vi.fn(),
    onTake: vi.fn(),
    ...overrides,
  };
  render(<AlbumGrid {...props} />);
  return props;
}

const dialog = () => page.getByRole('dialog', { name: '성장 앨범' });
const position = () => document.querySelector('[data-slot="album-position"]')?.textContent;

describe('given a comment about to be saved', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['\n\t', 'required'],
    ['가', null],
    ['  멋진 왕관!  ', null],
    ['가'.repeat(ALBUM_COMMENT_LIMIT), null],
    [`  ${'가'.repeat(ALBUM_COMMENT_LIMIT)}  `, null],
    ['가'.repeat(ALBUM_COMMENT_LIMIT + 1), 'tooLong'],
    // Counted in characters, not UTF-16 units: 100 emoji fit.
    ['🐣'.repeat(ALBUM_COMMENT_LIMIT), null],
    ['🐣'.repeat(ALBUM_COMMENT_LIMIT + 1), 'tooLong'],
  ])('%j is %s', (comment, problem) => {
    expect(checkAlbumComment(comment)).toBe(problem);
  });

  it('takes another limit', () => {
    expect(checkAlbumComment('가나다', 2)).toBe('tooLong');
    expect(checkAlbumComment('가나', 2)).toBeNull();
  });
});

describe('given the viewer open at the third of eight pictures', () => {
  it('moves with ArrowLeft and ArrowRight and stops at the ends', async () => {
    const { props } = viewer();
    await expect.element(dialog()).toBeVisible();
    expect(position()).toBe('3 / 8');
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('4 / 8');
    expect(props.onIndexChange).toHaveBeenLastCalledWith(3);
    for (let i = 0; i < 6; i += 1) await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('8 / 8');
    await expect.element(dialog().getByText(pictures[7]!.comment)).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: '다음 사진' }))
      .toHaveAttribute('aria-disabled', 'true');
    expect(props.onIndexChange).toHaveBeenCalledTimes(5);
    for (let i = 0; i < 9; i += 1) await userEvent.keyboard('{ArrowLeft}');
    expect(position()).toBe('1 / 8');
    await expect
      .element(page.getByRole('button', { name: '이전 사진' }))
      .toHaveAttribute('aria-disabled', 'true');
    await expect
      .element(page.getByRole('button', { name: '다음 사진' }))
      .not.toHaveAttribute('aria-disabled');
    expect(props.onIndexChange).toHaveBeenLastCalledWith(0);
  });

  it('keeps the focus on a button that becomes disabled at an end', async () => {
    viewer({ index: 6 });
    await expect.element(dialog()).toBeVisible();
    const next = page.getByRole('button', { name: '다음 사진' });
    await userEvent.click(next);
    expect(position()).toBe('8 / 8');
    await expect.element(next).toHaveFocus();
    await expect.element(next).toHaveAttribute('aria-disabled', 'true');
    // Pressed again (Playwright will not click an aria-disabled button): nothing moves.
    await userEvent.keyboard('{Enter}');
    expect(position()).toBe('8 / 8');
  });

  it('starts again where it is opened next time', async () => {
    const view = viewer();
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    view.rerender({ index: null });
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    view.rerender({ index: 5 });
    await expect.element(dialog()).toBeVisible();
    expect(position()).toBe('6 / 8');
  });

  it('takes other words', async () => {
    viewer({ words: { title: 'Growth album', position: (n, total) => `${n} of ${total}`, next: 'Next' } });
    await expect.element(page.getByRole('dialog', { name: 'Growth album' })).toBeVisible();
    expect(position()).toBe('3 of 8');
    await expect.element(page.getByRole('button', { name: 'Next' })).toBeVisible();
  });
});

describe('given an album of more pages than the one shown (issue 29, defect 5)', () => {
  it('counts the position across pages and asks for the next page past the last picture', async () => {
    const onEdge = vi.fn();
    const { props } = viewer({ index: 7, before: 8, total: 20, onEdge });
    await expect.element(dialog()).toBeVisible();
    expect(position()).toBe('16 / 20');
    const next = page.getByRole('button', { name: '다음 사진' });
    await expect.element(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    expect(onEdge).toHaveBeenLastCalledWith(1);
    expect(props.onIndexChange).not.toHaveBeenCalled();
    expect(position()).toBe('16 / 20');
  });

  it('asks for the page before past the first picture, and stops at the album’s first', async () => {
    const onEdge = vi.fn();
    const view = viewer({ index: 0, before: 8, total: 20, onEdge });
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onEdge).toHaveBeenLastCalledWith(-1);
    view.rerender({ before: 0 });
    expect(position()).toBe('1 / 20');
    await expect
      .element(page.getByRole('button', { name: '이전 사진' }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onEdge).toHaveBeenCalledTimes(1);
  });
});

describe('given a finger on the picture', () => {
  /** A touch moving across the picture by `dx` (and `dy`) pixels. */
  function swipe(dx: number, dy = 0) {
    const area = document.querySelector<HTMLElement>('[data-slot="album-swipe"]');
    if (!area) throw new Error('no swipe area');
    const box = area.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const at = (clientX: number, clientY: number) => ({
      pointerType: 'touch',
      clientX,
      clientY,
      bubbles: true,
    });
    area.dispatchEvent(new PointerEvent('pointerdown', at(x, y)));
    area.dispatchEvent(new PointerEvent('pointerup', at(x + dx, y + dy)));
  }

  it('moves to the next picture on a swipe to the left and back on a swipe to the right', async () => {
    const { props } = viewer();
    await expect.element(dialog()).toBeVisible();
    swipe(-80);
    await expect.poll(position).toBe('4 / 8');
    swipe(90);
    await expect.poll(position).toBe('3 / 8');
    expect(props.onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('ignores a short touch and a mostly upward scroll', async () => {
    viewer();
    await expect.element(dialog()).toBeVisible();
    swipe(-20);
    swipe(-60, -120);
    expect(position()).toBe('3 / 8');
  });
});

describe('given the comment being edited', () => {
  async function edit(overrides: Partial<AlbumViewerProps> = {}) {
    const view = viewer(overrides);
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '설명 고치기' }));
    const field = page.getByRole('textbox', { name: '사진 설명' });
    await expect.element(field).toHaveFocus();
    return { ...view, field };
  }

  it('does not move the picture with the arrow keys of the field', async () => {
    const { props } = await edit();
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    expect(position()).toBe('3 / 8');
    expect(props.onIndexChange).not.toHaveBeenCalled();
  });

  it('says an empty comment needs words, only once saving is tried', async () => {
    const { props, field } = await edit();
    await userEvent.clear(field);
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(page.getByRole('button', { name: '저장하기' }));
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('사진 설명을 적어 주세요.')).toBeVisible();
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it('says a comment over 100 characters is too long while it is typed, and saves one of exactly 100', async () => {
    const { props, field } = await edit();
    await userEvent.fill(field, tooLongComment);
    await expect.element(page.getByText('100자까지만 쓸 수 있어요.')).toBeVisible();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(page.getByRole('button', { name: '저장하기' }));
    expect(props.onSave).not.toHaveBeenCalled();
    await userEvent.fill(field, '가'.repeat(100));
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(page.getByRole('button', { name: '저장하기' }));
    expect(props.onSave).toHaveBeenCalledWith(pictures[2]!.id, '가'.repeat(100));
  });

  it('leaves the field when the save finishes well, with the focus back on 설명 고치기', async () => {
    const { props, field, rerender } = await edit();
    await userEvent.fill(field, '새 설명');
    await userEvent.click(page.getByRole('button', { name: '저장하기' }));
    expect(props.onSave).toHaveBeenCalledWith(pictures[2]!.id, '새 설명');
    const saved = pictures.map((each, i): AlbumPicture => (i === 2 ? { ...each, comment: '새 설명' } : each));
    rerender({ saveState: 'busy' });
    await expect.element(page.getByRole('button', { name: '저장하기' })).toHaveAttribute('aria-busy', 'true');
    rerender({ saveState: 'idle' as AlbumActionState, pictures: saved });
    await expect.element(page.getByRole('button', { name: '설명 고치기' })).toHaveFocus();
    await expect.element(dialog().getByText('새 설명')).toBeVisible();
  });

  it('keeps the field and the text when the save fails, and says so', async () => {
    const { field, rerender } = await edit();
    await userEvent.fill(field, '새 설명');
    await userEvent.click(page.getByRole('button', { name: '저장하기' }));
    rerender({ saveState: 'busy' });
    rerender({ saveState: 'failed' });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('설명을 저장하지 못했어요. 다시 해 볼까요?');
    await expect.element(field).toHaveValue('새 설명');
  });

  it('goes back without saving on 취소', async () => {
    const { props } = await edit();
    await userEvent.click(page.getByRole('button', { name: '취소' }));
    await expect.element(page.getByRole('button', { name: '설명 고치기' })).toHaveFocus();
    expect(props.onSave).not.toHaveBeenCalled();
  });
});

describe('given a picture to delete', () => {
  it('asks first, and deletes only on 지울래요', async () => {
    const { props } = viewer();
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '사진 지우기' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await expect.element(page.getByRole('group', { name: '이 사진을 지울까요?' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '그만둘래요' })).toHaveFocus();
    // The arrows do not move away from the question.
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('3 / 8');
    await userEvent.click(page.getByRole('button', { name: '그만둘래요' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: '사진 지우기' })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: '사진 지우기' }));
    await userEvent.click(page.getByRole('button', { name: '지울래요' }));
    expect(props.onDelete).toHaveBeenCalledExactlyOnceWith(pictures[2]!.id);
  });

  it('shows the next picture once the page is reloaded without it, the focus still in the dialog', async () => {
    const { rerender } = viewer();
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '사진 지우기' }));
    await userEvent.click(page.getByRole('button', { name: '지울래요' }));
    rerender({ deleteState: 'busy' });
    const reloaded = [...pictures.slice(0, 2), ...pictures.slice(3), albumPictures[8]!];
    rerender({ deleteState: 'idle', pictures: reloaded });
    await expect.element(dialog().getByText(reloaded[2]!.comment)).toBeVisible();
    expect(position()).toBe('3 / 8');
    expect(document.querySelector('[role="dialog"]')?.contains(document.activeElement)).toBe(true);
  });

  it('says when the delete failed, and keeps the picture', async () => {
    const { rerender } = viewer();
    await expect.element(dialog()).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '사진 지우기' }));
    await userEvent.click(page.getByRole('button', { name: '지울래요' }));
    rerender({ deleteState: 'busy' });
    rerender({ deleteState: 'failed' });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('사진을 지우지 못했어요. 다시 해 볼까요?');
    await expect.element(dialog().getByText(pictures[2]!.comment)).toBeVisible();
  });
});

describe('given the album grid', () => {
  it('shows each picture with its comment and Seoul date, and opens the viewer at its index', async () => {
    const props = grid();
    // 2025-05-09 00:05 UTC is 09:05 in Seoul: the card is named by its comment and Seoul date.
    const card = page.getByRole('button', {
      name: `${pictures[3]!.comment} 찍은 날 2025.05.09 09:05`,
      exact: true,
    });
    await expect.element(card).toBeVisible();
    await userEvent.click(card);
    expect(props.onOpen).toHaveBeenCalledWith(3);
  });

  it.each([
    [390, 2],
    [900, 3],
    [1280, 4],
  ])('lays %i px in %i columns, with nothing wider than the screen', async (width, columns) => {
    await page.viewport(width, 800);
    grid();
    const list = page.getByRole('list', { name: '성장 앨범 사진' });
    await expect.element(list).toBeVisible();
    expect(getComputedStyle(list.element()).gridTemplateColumns.split(' ')).toHaveLength(columns);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  });

  it('loads as a skeleton, fails with a retry, and invites the first picture when empty', async () => {
    const loading = grid({ state: 'loading', pictures: undefined });
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(loading.onOpen).not.toHaveBeenCalled();
    cleanup();
    const failed = grid({ state: 'error', pictures: undefined });
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(failed.onRetry).toHaveBeenCalledTimes(1);
    cleanup();
    const empty = grid({ pictures: [], total: 0 });
    await expect.element(page.getByRole('status')).toHaveTextContent('버디몬과 함께 첫 사진을 찍어 볼까요?');
    await userEvent.click(page.getByRole('button', { name: '사진 찍기' }));
    expect(empty.onTake).toHaveBeenCalledTimes(1);
  });

  it('pages by 8 with the kit pagination', async () => {
    const props = grid();
    await userEvent.click(page.getByRole('button', { name: '2 페이지' }));
    expect(props.onPageChange).toHaveBeenCalledWith(2);
    expect(page.getByRole('button', { name: '3 페이지' }).query()).toBeNull();
  });
});

describe('given the grid and the viewer together', () => {
  function Album() {
    const [open, setOpen] = useState<number | null>(null);
    return (
      <>
        <AlbumGrid
          state="ready"
          pictures={pictures}
          page={1}
          total={pictures.length}
          onOpen={setOpen}
          onPageChange={() => {}}
        />
        <AlbumViewer
          pictures={pictures}
          index={open}
          onClose={() => setOpen(null)}
          onSave={() => {}}
          onDelete={() => {}}
        />
      </>
    );
  }

  it('traps the focus in the viewer and gives it back to the card that opened it', async () => {
    render(<Album />);
    const card = page.getByRole('button', { name: new RegExp(`^${pictures[1]!.comment}`) });
    await userEvent.click(card);
    await expect.element(dialog()).toBeVisible();
    expect(position()).toBe('2 / 8');
    const box = document.querySelector('[role="dialog"]')!;
    for (let i = 0; i < 8; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(box.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    await expect.element(card).toHaveFocus();
  });
});
