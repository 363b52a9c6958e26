/**
 * /study: the study home shell. Issue 4 builds the real study home (course tabs A-G, weekly lists, progress, daily
 * status, level graph, monthly tests); until then this shows only what is real: the greeting, the current product
 * and today's date. No study data is invented here.
 */
import { useLoaderData } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '@buddy/api';
import { useApp } from '../../app/context';
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
    </section>
  );
}
