/**
 * The library's screens in both sites (spec §2 /library and /study/library; ADR 030): one list page per type, which
 * picks the kit's list for its kind (videos, sound tracks, grammar lectures, cards), and a video's page. Page,
 * search and the sound tracks' filter live in the address. §6's table is checked before a list is asked for; a
 * denied visitor or member gets the row's alert and goes one page back.
 */
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ApiError, libraryQueries, type LibraryItem, type LibraryParams } from '@buddy/api';
import { boardSearchType, COURSES, isLibrarySong, PAGE_SIZES, type Course } from '@buddy/domain';
import {
  LibraryCardList,
  LibraryGrammarList,
  LibraryRecords,
  LibraryShelf,
  LibraryViewer,
  type LibraryFilter,
  type LibraryListItem,
  type LibrarySearch,
} from '../../blocks/library';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@buddy/ui/dialog';
import { SlideShowPlayer } from '../../blocks/daily-study';
import { Status } from '@buddy/ui/status';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { useApp, useSignedIn } from '../../app/context';
import { listAddressQuery, numberFrom, pageFrom } from '../../app/list-address';
import { refusalOf } from '../../app/refusal';
import { useDeniedExit, useLibraryAccess } from './library-gate';
import { LibraryFrame, libraryHead } from './library-frame';
import {
  LIBRARY_PAGES,
  libraryRootOf,
  libraryTitle,
  VIDEO_TYPES,
  type LibraryPage,
  type VideoName,
} from './library-map';
import { LIBRARY_WORDS as WORDS } from './library-words';

/** The API's item as the kit's lists take it. */
export function listItemOf(item: LibraryItem): LibraryListItem {
  return {
    id: item.libNo,
    title: item.title,
    titleKo: item.titleKo,
    summary: item.summary,
    thumbnail: item.thumbnail,
    course: item.stdCourse,
    step: item.stdStep,
    week: item.stdWeek,
    audio: item.audioUrl,
    durationMs: item.durationMs,
    slides: item.slides,
    worksheet: item.worksheetUrl,
    answer: item.answerUrl,
  };
}

const courseOf = (value: string | null): Course | '' => COURSES.find((course) => course === value) ?? '';
const rangeOf = (value: string | null, max: number): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** The list's address: its search and filter, then the page when past the first. */
function listAddress(base: string, page: number, search: LibrarySearch, filter?: LibraryFilter): string {
  const text = search.srchText.trim();
  return `${base}${listAddressQuery(page, {
    srchTp: text ? search.srchTp : undefined,
    srchText: text,
    srchStdCourse: filter?.course,
    srchStdStep: filter?.step,
    srchStdWeek: filter?.week,
  })}`;
}

function LibraryList({ spec }: { spec: LibraryPage }) {
  const { api } = useApp();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const root = libraryRootOf(pathname);
  const base = `${root}/${spec.path}`;
  const gate = useLibraryAccess(spec.path, spec.kind);
  const page = pageFrom(params);
  const search: LibrarySearch = {
    srchTp: boardSearchType(params.get('srchTp')),
    srchText: params.get('srchText') ?? '',
  };
  const course = courseOf(params.get('srchStdCourse'));
  const step = rangeOf(params.get('srchStdStep'), 7);
  const week = rangeOf(params.get('srchStdWeek'), 4);
  const filter: LibraryFilter = { course, step: step ? String(step) : '', week: week ? String(week) : '' };
  const query: LibraryParams = {
    pageNo: page,
    ...search,
    ...(spec.view === 'records' ? { srchStdCourse: course, srchStdStep: step, srchStdWeek: week } : {}),
  };
  const list = useQuery({
    ...libraryQueries.list(api, spec.kind, spec.type, query),
    enabled: gate.state === 'allowed',
  });
  const refusal = gate.state === 'denied' ? gate.alert : refusalOf(list.error);
  useDeniedExit(refusal, root === '/library' ? '/' : '/study');
  const [lecture, setLecture] = useState<LibraryItem | null>(null);

  const { title, lead } = libraryHead(root, spec);
  if (gate.state !== 'allowed' || refusal !== null) {
    return (
      <LibraryFrame title={title} lead={lead}>
        <Status state="loading" message={WORDS.checking} />
      </LibraryFrame>
    );
  }
  const state = list.isPending ? 'loading' : list.isError ? 'error' : 'ready';
  const common = {
    state,
    items: list.data?.result.map(listItemOf),
    totalCount: list.data?.page.totalCount,
    page: list.data?.page.pageNo ?? page,
    pageRow: list.data?.page.pageRow,
    onPageChange: (next: number) => void navigate(listAddress(base, next, search, filter)),
    pageHref: (next: number) => listAddress(base, next, search, filter),
    search,
    onSearch: (next: LibrarySearch) => void navigate(listAddress(base, 1, next, filter)),
    onRetry: () => void list.refetch(),
    headingLevel: 2,
  } as const;

  return (
    <LibraryFrame title={title} lead={lead}>
      <AudioPlayerProvider>
        {spec.view === 'shelf' ? (
          <LibraryShelf
            {...common}
            pageRow={list.data?.page.pageRow ?? PAGE_SIZES.video}
            hrefFor={(id) => `${base}/${id}`}
            preview={list.data?.preview || !signedIn ? {} : undefined}
          />
        ) : spec.view === 'records' ? (
          <LibraryRecords
            {...common}
            filter={filter}
            onFilterChange={(next) => void navigate(listAddress(base, 1, search, next))}
          />
        ) : spec.view === 'grammars' ? (
          <>
            <LibraryGrammarList
              {...common}
              onOpenLecture={(id) => setLecture(list.data?.result.find((item) => item.libNo === id) ?? null)}
            />
            <Dialog open={lecture !== null} onOpenChange={(open) => !open && setLecture(null)}>
              {lecture ? (
                <DialogContent className="desktop:max-w-3xl" closeLabel={WORDS.closeLecture}>
                  <DialogTitle>{WORDS.lecture(lecture.title)}</DialogTitle>
                  <DialogDescription>{lecture.titleKo}</DialogDescription>
                  <SlideShowPlayer title={lecture.title} slides={lecture.slides} defaultShowMeaning />
                </DialogContent>
              ) : null}
            </Dialog>
          </>
        ) : (
          <LibraryCardList {...common} />
        )}
      </AudioPlayerProvider>
    </LibraryFrame>
  );
}

/** A list page of the library, by its address under /library or /study/library. */
export function LibraryListPage() {
  const { pathname } = useLocation();
  const root = libraryRootOf(pathname);
  const path = pathname.slice(root.length + 1).replace(/\/$/, '');
  const spec = LIBRARY_PAGES.find((candidate) => candidate.path === path);
  // The routes are made from LIBRARY_PAGES, so an address always has its spec.
  if (!spec) return null;
  return <LibraryList key={path} spec={spec} />;
}

/** /library/videos/{name}/{id}: one video (or an ebook) with its neighbours. */
export function LibraryVideoPage() {
  const { api } = useApp();
  const { pathname } = useLocation();
  const { name, id } = useParams();
  const root = libraryRootOf(pathname);
  const videoName = (name ?? '') as VideoName;
  const type = VIDEO_TYPES[videoName];
  const libNo = numberFrom(id);
  const base = `${root}/videos/${videoName}`;
  const gate = useLibraryAccess('videos', 'animations');
  const video = useQuery({
    ...libraryQueries.animation(api, type, libNo ?? 0),
    enabled: gate.state === 'allowed' && libNo !== null,
  });
  const refusal = gate.state === 'denied' ? gate.alert : refusalOf(video.error);
  useDeniedExit(refusal, base);
  const title = libraryTitle(root, `videos/${videoName}`);
  const missing = libNo === null || (video.error instanceof ApiError && video.error.status === 404);

  return (
    <LibraryFrame title={title}>
      {missing ? (
        <Status state="empty" message={WORDS.notFound} />
      ) : video.data ? (
        <AudioPlayerProvider>
          <LibraryViewer
            item={listItemOf(video.data.item)}
            kind={type === 'ebk' ? 'ebook' : 'video'}
            lyrics={isLibrarySong(type)}
            backHref={base}
            prev={video.data.prev && { id: video.data.prev.libNo, title: video.data.prev.title }}
            next={video.data.next && { id: video.data.next.libNo, title: video.data.next.title }}
            hrefFor={(next) => `${base}/${next}`}
          />
        </AudioPlayerProvider>
      ) : video.isError && refusal === null ? (
        <Status
          state="error"
          message={WORDS.loadFailed}
          retryLabel={WORDS.retry}
          onRetry={() => void video.refetch()}
        />
      ) : (
        <Status state="loading" message={gate.state === 'checking' ? WORDS.checking : WORDS.loading} />
      )}
    </LibraryFrame>
  );
}

export { EnglishAddPage } from './englishadd-page';
