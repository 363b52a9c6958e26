/** The experience pages' "try it now" cards: the sample day and the sample weekly test, no account needed (ADR 047). */
import { DAILY_STUDY_MINUTES, SAMPLE_PATHS, TEST_SPECS } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Section } from './brand-sections';

const TRY_NOW = [
  {
    id: 'try-day',
    title: '하루 학습 맛보기',
    text: `영상 보기, 낱말 카드, 따라 말하기까지 버디의 하루 학습(${DAILY_STUDY_MINUTES}분)을 그대로 해 봐요.`,
    label: '하루 학습 해 보기',
    href: SAMPLE_PATHS.day,
  },
  {
    id: 'try-test',
    title: '주간 테스트 맛보기',
    text: `${TEST_SPECS.W.questions}문제를 ${TEST_SPECS.W.minutes}분 동안 풀고, 점수와 정답, 해설을 바로 확인해요.`,
    label: '주간 테스트 풀어 보기',
    href: SAMPLE_PATHS.test,
  },
];

export function TryNow() {
  return (
    <Section
      id="experience-try"
      title="회원이 아니어도 지금 해 볼 수 있어요"
      lead="가입하지 않아도 돼요. 맛보기에서 한 학습과 답은 저장되지 않아요."
    >
      <ul className="m-0 grid list-none gap-4 p-0 min-[600px]:grid-cols-2">
        {TRY_NOW.map((item) => (
          <li
            key={item.id}
            className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 desktop:p-6"
          >
            <h3 id={item.id} className="m-0 text-xl font-bold text-course-strong">
              {item.title}
            </h3>
            <p className="m-0 flex-1 text-base text-text">{item.text}</p>
            <Button asChild size="lg" variant="course" className="self-start">
              <Link variant="plain" href={item.href} aria-describedby={item.id}>
                {item.label}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </Section>
  );
}
