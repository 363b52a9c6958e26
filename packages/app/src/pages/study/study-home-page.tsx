/**
 * /study: the study home shell. Issue 4 builds the real study home (course tabs A-G, weekly lists, progress, daily
 * status, level graph, monthly tests); until then this shows only what is real: the greeting, the current product
 * and today's date. No study data is invented here.
 */
import { useLoaderData } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '@buddy/api';
import { Link } from '@buddy/ui';
import { useApp } from '../../app/context';
import { testHref } from '../tests/params';
import type { studyMemberLoader } from '../../routes/guards';

const dateFormat = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'full', timeZone: 'Asia/Seoul' });

export default function StudyHomePage() {
  const { product } = useLoaderData<typeof studyMemberLoader>();
  const { api } = useApp();
  const profile = useQuery(profileQueries.me(api));
  const name = profile.data?.memNm;

  return (
    <section aria-labelledby="study-home-title" className="flex flex-col gap-6 py-10">
      <div className="flex flex-col gap-2 rounded-lg bg-primary-soft p-6 desktop:p-8">
        <p className="text-base font-semibold text-primary">
          <time dateTime={new Date().toISOString().slice(0, 10)}>{dateFormat.format(new Date())}</time>
        </p>
        <h1 id="study-home-title" className="text-2xl font-bold text-text desktop:text-3xl">
          {name ? `${name} 님, 오늘도 함께 공부해요!` : '오늘도 함께 공부해요!'}
        </h1>
        {product ? (
          <p className="text-base text-muted">
            지금 학습 중인 상품: <strong className="text-text">{product.prodNm}</strong>
          </p>
        ) : null}
      </div>
      <p className="text-base text-muted">학습 코스와 주간 학습 목록이 곧 이곳에 열려요.</p>
      <TestLinks />
    </section>
  );
}

/** Until issue 4's study home: the tests of course A step 1 and the level test (by the member's school grade). */
const TEST_LINKS = [
  ...[1, 2, 3, 4].map((week) => ({
    label: `${week}주 Weekly Test`,
    href: testHref({ type: 'W', course: 'A', step: 1, week }),
  })),
  { label: 'Monthly Test', href: testHref({ type: 'M', course: 'A', step: 1 }) },
  { label: '레벨 테스트', href: testHref({ type: 'L' }) },
];

function TestLinks() {
  return (
    <section aria-labelledby="study-home-tests" className="flex flex-col gap-3">
      <h2 id="study-home-tests" className="text-xl font-bold text-text">
        시험 보기
      </h2>
      <p className="text-base text-muted">A코스 1단계</p>
      <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
        {TEST_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              variant="plain"
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-md border-2 border-border bg-surface px-4 font-semibold text-text hover:border-primary hover:text-primary"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
