/**
 * /study/ignore (spec §4 Member type, §5 /study): the current product's member type may not study. Its alert (spec §8
 * member-type alerts) shows once in a dialog on arrival and stays on the page.
 */
import { useEffect, useRef } from 'react';
import { useLoaderData } from 'react-router';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { useNotify } from '../../app/notify';
import type { StudyIgnoreData } from './ignore-loader';

export const STUDY_IGNORE_WORDS = {
  title: '학습 이용 안내',
  lead: '지금은 학습방을 이용할 수 없어요.',
  help: '회원 상태가 바뀌었다면 담당 선생님이나 고객센터(1600-0000)로 문의해 주세요.',
  product: '학습 상품',
  home: '홈으로',
  contact: '고객센터',
} as const;

export default function StudyIgnorePage() {
  const { alert, prodNm } = useLoaderData() as StudyIgnoreData;
  const notify = useNotify();
  const shown = useRef(false);

  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    void notify(STUDY_IGNORE_WORDS.title, alert);
  }, [alert, notify]);

  return (
    <section
      aria-labelledby="study-ignore-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center"
    >
      <h1 id="study-ignore-title" className="text-2xl font-bold text-text">
        {STUDY_IGNORE_WORDS.title}
      </h1>
      <p className="rounded-lg border-2 border-primary bg-primary-soft px-6 py-4 text-lg font-bold text-primary">
        {alert}
      </p>
      {prodNm ? (
        <p className="text-muted">
          {STUDY_IGNORE_WORDS.product}: {prodNm}
        </p>
      ) : null}
      <p className="text-base text-muted">
        {STUDY_IGNORE_WORDS.lead} {STUDY_IGNORE_WORDS.help}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link variant="plain" href="/">
            {STUDY_IGNORE_WORDS.home}
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link variant="plain" href="/services/faq">
            {STUDY_IGNORE_WORDS.contact}
          </Link>
        </Button>
      </div>
    </section>
  );
}
