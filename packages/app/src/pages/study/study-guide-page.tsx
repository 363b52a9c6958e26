/**
 * /study/guide (spec §2 Study area: home, guide, ignore): how to study, for a child and the parent beside them. Plain
 * content in the study layout; every step links to where it happens.
 */
import { BookOpen, CalendarCheck, ClipboardCheck, RotateCcw, UserRound } from 'lucide-react';
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import { Link } from '@buddy/ui/link';

export const STUDY_GUIDE_WORDS = {
  title: '학습 방법 안내',
  lead: '버디잉글리시는 하루에 조금씩, 매일 공부하는 영어 학습이에요. 이렇게 공부해요!',
  start: '학습 시작하기',
  steps: [
    {
      icon: CalendarCheck,
      title: '1. 하루 학습',
      text: '한 주는 다섯 날로 되어 있어요. 학습 홈의 오늘의 학습에서 공부할 날을 골라요. 다 한 날에는 체크 표시가, 공부 중인 날에는 연필 표시가 붙어요.',
    },
    {
      icon: BookOpen,
      title: '2. 유닛 공부',
      text: '하루에는 보고 듣기, 따라 부르기, 읽기, 말하기, 단어 유닛이 있어요. 유닛을 하나씩 끝내면 진도율이 올라가요. 말하기에서는 내 목소리를 녹음할 수 있어요.',
    },
    {
      icon: ClipboardCheck,
      title: '3. 시험 보기',
      text: '한 주 공부를 마치면 Weekly Test를, 한 단계를 마치면 Monthly Test를 봐요. 7단계의 주간 시험은 Achievement Test예요. 점수와 등급(A, B, C)은 학습 홈에서 바로 볼 수 있어요.',
    },
    {
      icon: RotateCcw,
      title: '4. 복습하기',
      text: '위쪽의 복습하기 버튼을 누르면 공부했던 단계를 다시 열 수 있어요. 온라인 학습 복습은 1년 전 학습까지만 가능해요.',
    },
    {
      icon: UserRound,
      title: '5. 마이페이지',
      text: '이달의 학습, 출석 달력, 학습 리포트, 녹음한 목소리를 마이페이지에서 확인해요. 부모님도 함께 보면 좋아요.',
    },
  ],
  tipTitle: '부모님께',
  tip: `하루 ${DAILY_STUDY_MINUTES}분이면 충분해요. 같은 시간에 공부하는 습관을 만들어 주시고, 다 한 날에는 칭찬해 주세요.`,
} as const;

export default function StudyGuidePage() {
  const words = STUDY_GUIDE_WORDS;
  return (
    <article aria-labelledby="study-guide-title" className="flex flex-col gap-8 py-10">
      <header className="flex flex-col gap-3 rounded-lg bg-primary-soft p-6 desktop:p-8">
        <h1 id="study-guide-title" className="text-2xl font-bold text-text desktop:text-3xl">
          {words.title}
        </h1>
        <p className="m-0 text-lg text-text">{words.lead}</p>
      </header>
      <ol className="m-0 grid list-none gap-4 p-0 desktop:grid-cols-2">
        {words.steps.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-lg border-2 border-border bg-surface p-5">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary"
            >
              <Icon className="size-6" />
            </span>
            <div className="flex flex-col gap-2">
              <h2 className="m-0 text-xl font-bold text-text">{title}</h2>
              <p className="m-0 text-base text-text">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <aside aria-labelledby="study-guide-tip" className="rounded-lg bg-surface-muted p-5">
        <h2 id="study-guide-tip" className="m-0 text-lg font-bold text-text">
          {words.tipTitle}
        </h2>
        <p className="m-0 mt-2 text-base text-text">{words.tip}</p>
      </aside>
      <p className="m-0">
        <Link
          variant="plain"
          href="/study"
          className="inline-flex min-h-11 items-center rounded-md bg-primary px-6 text-lg font-semibold text-primary-foreground hover:brightness-110"
        >
          {words.start}
        </Link>
      </p>
    </article>
  );
}
