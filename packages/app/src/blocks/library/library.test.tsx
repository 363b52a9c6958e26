import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ReactNode } from 'react';
import { cleanup, render } from '@buddy/ui/testing';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import {
  libraryHref,
  noFilter,
  noSearch,
  sampleCards,
  sampleGrammar,
  sampleRecords,
  sampleVideos,
} from './fixtures';
import { LibraryCardList, type LibraryCardListProps } from './library-card-list';
import { LibraryGrammarList, type LibraryGrammarListProps } from './library-grammar-list';
import { LibraryRecords, type LibraryRecordsProps } from './library-records';
import { LibraryShelf, type LibraryShelfProps } from './library-shelf';
import { LibraryViewer } from './library-viewer';
import { libraryDuration, libraryPlace } from './words';

afterEach(cleanup);

const withPlayer = (ui: ReactNode) => <AudioPlayerProvider>{ui}</AudioPlayerProvider>;

function renderShelf(props: Partial<LibraryShelfProps> = {}) {
  const handlers = { onPageChange: vi.fn(), onSearch: vi.fn(), onRetry: vi.fn() };
  const all: LibraryShelfProps = {
    state: 'ready',
    items: sampleVideos.slice(0, 6),
    totalCount: sampleVideos.length,
    page: 1,
    search: noSearch,
    hrefFor: libraryHref,
    ...handlers,
    ...props,
  };
  const view = render(<LibraryShelf {...all} />);
  return {
    ...handlers,
    rerender: (next: Partial<LibraryShelfProps>) => view.rerender(<LibraryShelf {...all} {...next} />),
  };
}

function renderRecords(props: Partial<LibraryRecordsProps> = {}) {
  const handlers = { onPageChange: vi.fn(), onSearch: vi.fn(), onRetry: vi.fn(), onFilterChange: vi.fn() };
  const all: LibraryRecordsProps = {
    state: 'ready',
    items: sampleRecords,
    totalCount: sampleRecords.length,
    page: 1,
    search: noSearch,
    filter: noFilter,
    ...handlers,
    ...props,
  };
  render(withPlayer(<LibraryRecords {...all} />));
  return handlers;
}

function renderGrammar(props: Partial<LibraryGrammarListProps> = {}) {
  const handlers = { onPageChange: vi.fn(), onSearch: vi.fn(), onRetry: vi.fn(), onOpenLecture: vi.fn() };
  render(
    <LibraryGrammarList
      state="ready"
      items={sampleGrammar}
      totalCount={sampleGrammar.length}
      search={noSearch}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

function renderCards(props: Partial<LibraryCardListProps> = {}) {
  const handlers = { onPageChange: vi.fn(), onSearch: vi.fn(), onRetry: vi.fn() };
  const all: LibraryCardListProps = {
    state: 'ready',
    items: sampleCards,
    totalCount: sampleCards.length,
    search: noSearch,
    ...handlers,
    ...props,
  };
  const view = render(withPlayer(<LibraryCardList {...all} />));
  return {
    ...handlers,
    rerender: (next: Partial<LibraryCardListProps>) =>
      view.rerender(withPlayer(<LibraryCardList {...all} {...next} />)),
  };
}

describe('given the words', () => {
  it.each([
    [0, '0초'],
    [45_400, '45초'],
    [60_000, '1분'],
    [80_000, '1분 20초'],
    [599_600, '10분'],
  ])('says %i ms as %s', (ms, text) => {
    expect(libraryDuration(ms)).toBe(text);
  });

  it('names a place in the course by the parts it knows', () => {
    expect(libraryPlace('A', 1, 2)).toBe('A코스 1단계 2주');
    expect(libraryPlace('C', null, null)).toBe('C코스');
    expect(libraryPlace(null, null, null)).toBe('');
  });
});

describe('given the video shelf on page 1 of 2', () => {
  it('shows six cards, each one link to its video', async () => {
    renderShelf();
    const list = page.getByRole('list', { name: '영상 목록' });
    expect(list.getByRole('listitem').elements()).toHaveLength(6);
    expect(list.getByRole('link').elements()).toHaveLength(6);
    await expect
      .element(page.getByRole('link', { name: `${sampleVideos[0]!.title} ${sampleVideos[0]!.titleKo}` }))
      .toHaveAttribute('href', `/library/videos/${sampleVideos[0]!.id}`);
    await expect.element(page.getByText(`전체 ${sampleVideos.length}개`)).toBeVisible();
  });

  it('asks for the first row of pictures at once and first, the rest as they near the screen', async () => {
    renderShelf();
    const pictures = [...document.querySelectorAll<HTMLImageElement>('[data-slot="library-thumb"] img')];
    expect(pictures).toHaveLength(6);
    expect(pictures.map((img) => img.loading)).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('says the length of each video in minutes and seconds', async () => {
    renderShelf({ items: [{ ...sampleVideos[0]!, durationMs: 80_000 }], totalCount: 1 });
    await expect.element(page.getByText('1분 20초')).toBeVisible();
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('PT1M20S');
  });

  it('asks for page 2 through the kit pagination', async () => {
    const { onPageChange } = renderShelf();
    await userEvent.click(page.getByRole('button', { name: '2 페이지' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(page.getByRole('button', { name: '다음 페이지' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('submits the search with the trimmed text, by Enter too', async () => {
    const { onSearch } = renderShelf();
    await userEvent.fill(page.getByRole('searchbox', { name: '검색어' }), '  rainbow ');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ srchTp: 'TD', srchText: 'rainbow' });
  });

  it('lays the cards two a row on a phone (spec §9), two at 640 px and three at 1280 px', async () => {
    renderShelf();
    const columns = () => {
      const tops = page
        .getByRole('list', { name: '영상 목록' })
        .getByRole('listitem')
        .elements()
        .map((card) => Math.round(card.getBoundingClientRect().top));
      return tops.filter((top) => top === tops[0]).length;
    };
    await page.viewport(390, 800);
    await vi.waitFor(() => expect(columns()).toBe(2));
    // Each card's link still covers its card: a target far above 44 px.
    const card = page.getByRole('list', { name: '영상 목록' }).getByRole('listitem').elements()[0]!;
    expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(150);
    await page.viewport(640, 800);
    await vi.waitFor(() => expect(columns()).toBe(2));
    await page.viewport(1280, 800);
    await vi.waitFor(() => expect(columns()).toBe(3));
  });
});

describe('given a signed-out visitor (the preview)', () => {
  it('says it is a preview of five, links to the login and hides search, total and pages', async () => {
    renderShelf({ items: sampleVideos.slice(0, 5), preview: { loginHref: '/login' } });
    await expect
      .element(page.getByText('지금은 미리보기로 5편만 볼 수 있어요. 로그인하면 모든 영상을 볼 수 있어요.'))
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: '로그인하기' })).toHaveAttribute('href', '/login');
    expect(page.getByRole('search').elements()).toHaveLength(0);
    expect(page.getByRole('navigation', { name: '페이지 이동' }).elements()).toHaveLength(0);
    expect(page.getByText('전체', { exact: false }).elements()).toHaveLength(0);
  });

  it('leaves the login link out without an address', async () => {
    renderShelf({ items: sampleVideos.slice(0, 5), preview: {} });
    await expect.element(page.getByText(/미리보기로 5편만/)).toBeVisible();
    expect(page.getByRole('link', { name: '로그인하기' }).elements()).toHaveLength(0);
  });
});

describe('given the states of a list', () => {
  it('loading: a busy status over skeletons, no total, no pages', async () => {
    renderShelf({ state: 'loading', items: undefined });
    await expect.element(page.getByRole('status')).toHaveTextContent('영상을 불러오고 있어요.');
    await expect.element(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(page.getByRole('navigation', { name: '페이지 이동' }).elements()).toHaveLength(0);
    expect(page.getByRole('link').elements()).toHaveLength(0);
  });

  it('error: an alert with a retry', async () => {
    const { onRetry } = renderShelf({ state: 'error', items: undefined });
    await expect.element(page.getByRole('alert')).toHaveTextContent('영상을 불러오지 못했어요.');
    await userEvent.click(page.getByRole('button', { name: '다시 불러오기' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('empty: other words when a search is active', async () => {
    const { rerender } = renderShelf({ items: [], totalCount: 0 });
    await expect.element(page.getByRole('status')).toHaveTextContent('아직 볼 수 있는 영상이 없어요.');
    rerender({ items: [], totalCount: 0, search: { srchTp: 'T', srchText: '공룡' } });
    await expect.element(page.getByRole('status')).toHaveTextContent('찾는 영상이 없어요.');
  });

  it('takes other words', async () => {
    renderShelf({ words: { list: 'Videos', total: (n) => `${n} videos` } });
    await expect.element(page.getByRole('list', { name: 'Videos' })).toBeVisible();
    await expect.element(page.getByText(`${sampleVideos.length} videos`)).toBeVisible();
  });
});

describe('given the sound tracks', () => {
  it('filters by course at once, keeping the step and week', async () => {
    const onFilterChange = renderRecords({ filter: { course: '', step: '1', week: '' } }).onFilterChange;
    await userEvent.click(page.getByRole('combobox', { name: '코스' }));
    await userEvent.click(page.getByRole('option', { name: 'C코스' }));
    expect(onFilterChange).toHaveBeenCalledWith({ course: 'C', step: '1', week: '' });
  });

  it('sets a select back to all as an empty string', async () => {
    const { onFilterChange } = renderRecords({ filter: { course: 'A', step: '4', week: '3' } });
    await userEvent.click(page.getByRole('combobox', { name: '주' }));
    await userEvent.click(page.getByRole('option', { name: '전체' }));
    expect(onFilterChange).toHaveBeenCalledWith({ course: 'A', step: '4', week: '' });
  });

  it('says where each track belongs', async () => {
    const track = sampleRecords[5]!;
    renderRecords({ items: [track], totalCount: 1 });
    await expect
      .element(page.getByText(`${track.course}코스 ${track.step}단계 ${track.week}주`))
      .toBeVisible();
  });

  it('plays, pauses and resumes a track, saying so in its name', async () => {
    renderRecords();
    await userEvent.click(page.getByRole('button', { name: `${sampleRecords[1]!.title} 듣기` }));
    const pause = page.getByRole('button', { name: `${sampleRecords[1]!.title} 일시정지` });
    await expect.element(pause).toHaveAttribute('data-state', 'play');
    await userEvent.click(pause);
    await expect
      .element(page.getByRole('button', { name: `${sampleRecords[1]!.title} 이어 듣기` }))
      .toHaveAttribute('data-state', 'pause');
  });

  it('plays one track at a time: another one takes over', async () => {
    renderRecords();
    await userEvent.click(page.getByRole('button', { name: `${sampleRecords[1]!.title} 듣기` }));
    await userEvent.click(page.getByRole('button', { name: `${sampleRecords[7]!.title} 듣기` }));
    await expect
      .element(page.getByRole('button', { name: `${sampleRecords[7]!.title} 일시정지` }))
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: `${sampleRecords[1]!.title} 듣기` }))
      .toHaveAttribute('data-state', 'stop');
  });

  it('shows and hides a track’s sentences', async () => {
    renderRecords();
    const toggle = page.getByRole('button', { name: `${sampleRecords[2]!.title} 문장 보기` });
    const sentences = document.getElementById(toggle.element().getAttribute('aria-controls') ?? '');
    expect(sentences).not.toBeVisible();
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sentences).toBeVisible();
    const last = sampleRecords[2]!.slides.at(-1)!;
    expect(sentences).toHaveTextContent(`${last.text}${last.ko}`);
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sentences).not.toBeVisible();
  });
});

describe('given the grammar lectures', () => {
  it('opens a lecture by its id', async () => {
    const { onOpenLecture } = renderGrammar();
    await userEvent.click(page.getByRole('button', { name: `${sampleGrammar[1]!.title} 강의 보기` }));
    expect(onOpenLecture).toHaveBeenCalledWith(sampleGrammar[1]!.id);
  });

  it('opens the worksheet and the answers in a new window, said in their names', async () => {
    renderGrammar();
    const sheet = page.getByRole('link', { name: `${sampleGrammar[2]!.title} 학습지 보기 (새 창)` });
    await expect.element(sheet).toHaveAttribute('target', '_blank');
    await expect.element(sheet).toHaveAttribute('rel', 'noopener noreferrer');
    await expect
      .element(page.getByRole('link', { name: `${sampleGrammar[2]!.title} 정답 보기 (새 창)` }))
      .toBeVisible();
  });

  it('uses the spec’s short labels below 901 px', async () => {
    await page.viewport(390, 800);
    renderGrammar();
    await expect
      .element(page.getByRole('link', { name: `${sampleGrammar[2]!.title} 학습지 (새 창)` }))
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: `${sampleGrammar[2]!.title} 동영상 강의` }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: `${sampleGrammar[2]!.title} 정답 (새 창)` }))
      .toBeVisible();
    await page.viewport(1280, 800);
  });
});

describe('given the reading and word cards', () => {
  it('opens one item’s cards in place, and closes it', async () => {
    renderCards();
    const toggle = page.getByRole('button', { name: `${sampleCards[1]!.title} 열기` });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const open = page.getByRole('button', { name: `${sampleCards[1]!.title} 닫기` });
    await expect.element(open).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('region', { name: `${sampleCards[1]!.title} 카드` })).toBeVisible();
    await expect.element(page.getByText(sampleCards[1]!.slides[0]!.text)).toBeVisible();
    await userEvent.click(open);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('region', { name: `${sampleCards[1]!.title} 카드` }).elements()).toHaveLength(0);
  });

  it('keeps one open at a time, and closes it on another page', async () => {
    const { rerender } = renderCards();
    await userEvent.click(page.getByRole('button', { name: `${sampleCards[3]!.title} 열기` }));
    await userEvent.click(page.getByRole('button', { name: `${sampleCards[0]!.title} 열기` }));
    await expect
      .element(page.getByRole('button', { name: `${sampleCards[3]!.title} 열기` }))
      .toHaveAttribute('aria-expanded', 'false');
    rerender({ page: 2 });
    await expect
      .element(page.getByRole('button', { name: `${sampleCards[0]!.title} 열기` }))
      .toHaveAttribute('aria-expanded', 'false');
  });

  it('has a play button only for the items with a sound', async () => {
    renderCards();
    expect(page.getByRole('button', { name: /듣기$/ }).elements()).toHaveLength(2);
    await userEvent.click(page.getByRole('button', { name: `${sampleCards[2]!.title} 듣기` }));
    await expect
      .element(page.getByRole('button', { name: `${sampleCards[2]!.title} 일시정지` }))
      .toBeVisible();
  });
});

describe('given the viewer', () => {
  it('shows a video as the slide show, with the way back and the neighbours', async () => {
    render(
      withPlayer(
        <LibraryViewer
          item={sampleVideos[0]!}
          kind="video"
          backHref="/library/videos"
          prev={null}
          next={{ id: sampleVideos[1]!.id, title: sampleVideos[1]!.title }}
          hrefFor={libraryHref}
        />,
      ),
    );
    await expect
      .element(
        page.getByRole('heading', {
          level: 2,
          name: `${sampleVideos[0]!.title} ${sampleVideos[0]!.titleKo}`,
        }),
      )
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: '목록으로' }))
      .toHaveAttribute('href', '/library/videos');
    await expect.element(page.getByRole('region', { name: `${sampleVideos[0]!.title} 영상` })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: `다음 편 ${sampleVideos[1]!.title}` }))
      .toHaveAttribute('href', `/library/videos/${sampleVideos[1]!.id}`);
    await expect.element(page.getByText('첫 번째 편이에요.')).toBeVisible();
  });

  it('shows an ebook as a picture book with pages', async () => {
    render(
      withPlayer(
        <LibraryViewer
          item={sampleCards[0]!}
          kind="ebook"
          backHref="/library/ebooks"
          hrefFor={libraryHref}
        />,
      ),
    );
    await expect.element(page.getByRole('region', { name: `${sampleCards[0]!.title} 그림책` })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '다음 쪽' }));
    await expect
      .element(page.getByRole('article', { name: `2 / ${sampleCards[0]!.slides.length}쪽` }))
      .toBeVisible();
  });
});
