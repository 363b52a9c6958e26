/**
 * /library/englishadd (영어보충학습실) in both sites (spec §2, §6's englishadd row: fee 48000 and up; ADR 030).
 */
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '@buddy/api';
import { libraryAccess } from '@buddy/domain';
import { FeatureGrid } from '@buddy/ui/feature-grid';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useApp, useSignedIn } from '../../app/context';
import { useDeniedExit } from './library-gate';
import { LibraryFrame } from './library-frame';
import { libraryRootOf, libraryTitle } from './library-map';
import { LIBRARY_WORDS as WORDS } from './library-words';

/** The supplementary room's areas (ADR 030): each page keeps its own row of §6 (K-리딩 needs 57000, 리딩스킬 flag 6). */
const ENGLISHADD_AREAS = ['kphonics', 'kword', 'ksentence', 'kread', 'rskill', 'grammars/basic'] as const;

/**
 * /library/englishadd (영어보충학습실, §6: fee 48000 and up): the supplementary study gathered in one place, each area
 * with what it is for and a way in. It holds no list of its own; the areas' lists are guarded by the server.
 */
export function EnglishAddPage() {
  const { api } = useApp();
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const root = libraryRootOf(pathname);
  const profile = useQuery({ ...profileQueries.me(api), enabled: signedIn });
  const checking = signedIn && !profile.data;
  const access = libraryAccess('englishadd', signedIn ? profile.data : null);
  useDeniedExit(!checking && !access.allowed ? access.alert : null, root === '/library' ? '/' : '/study');
  const title = libraryTitle(root, 'englishadd');
  return (
    <LibraryFrame title={title} lead={WORDS.englishadd.lead}>
      {checking || !access.allowed ? (
        <Status state="loading" message={WORDS.checking} />
      ) : (
        <FeatureGrid
          columns={3}
          headingLevel={2}
          items={ENGLISHADD_AREAS.map((area) => ({
            title: libraryTitle(root, area),
            text: (
              <span className="flex flex-col gap-3">
                <span>{WORDS.englishadd.areas[area]}</span>
                <Link href={`${root}/${area}`}>{WORDS.englishadd.open(libraryTitle(root, area))}</Link>
              </span>
            ),
          }))}
        />
      )}
    </LibraryFrame>
  );
}
