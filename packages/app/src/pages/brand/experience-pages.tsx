/**
 * The experience area (spec §2 /experience: eb, rnl): what a trial day looks like and what the child does, leading to
 * the level test. One module; each route picks its page by name.
 */
import { Button } from '@buddy/ui/button';
import { FeatureGrid } from '@buddy/ui/feature-grid';
import { Link } from '@buddy/ui/link';
import { PageHero } from '@buddy/ui/page-hero';
import { StepList } from '@buddy/ui/step-list';
import { ExperienceArt } from './art';
import { BrandPage, CallToAction, LEVEL_TEST, Section } from './brand-sections';
import { TRIALS, type Trial } from './trials';

const JOURNEY = [
  {
    title: '레벨 테스트 보기',
    text: '회원이 아니어도 볼 수 있어요. 아이 이름과 학년을 적고 30문항을 풀면 돼요.',
    meta: '약 30분',
  },
  {
    title: '결과와 추천 받기',
    text: '테스트가 끝나면 점수와 함께 아이에게 맞는 프로그램과 시작 단계를 알려 드려요.',
    meta: '바로',
  },
  {
    title: '체험 학습 시작',
    text: '가까운 지점 선생님이 연락드려 체험 일정을 잡고, 체험용 학습 계정을 안내해 드려요.',
    meta: '1~2일 안에',
  },
];

function ExperiencePage({ trial }: { trial: Trial }) {
  return (
    <BrandPage course={trial.course}>
      <PageHero
        tone="course"
        titleId="experience-title"
        eyebrow={trial.name}
        title={trial.title}
        lead={<p>{trial.lead}</p>}
        illustration={<ExperienceArt course={trial.course} />}
        actions={
          <>
            <Button asChild size="lg" variant="course">
              <Link variant="plain" href={LEVEL_TEST.href}>
                {LEVEL_TEST.label}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link variant="plain" href={trial.programHref}>
                {trial.programLabel}
              </Link>
            </Button>
          </>
        }
      />

      <Section id="experience-day" title="체험 하루는 이렇게 흘러가요" lead={trial.dayLead}>
        <div className="rounded-lg border border-border bg-surface p-5 desktop:p-8">
          <StepList steps={trial.day} />
        </div>
      </Section>

      <Section id="experience-child" title="아이는 이런 걸 해요">
        <FeatureGrid columns={4} tone="muted" items={trial.doing} />
      </Section>

      <Section
        id="experience-journey"
        title="체험까지 세 걸음"
        lead="레벨 테스트부터 시작하면 아이에게 맞는 단계로 체험할 수 있어요."
      >
        <StepList layout="cards" steps={JOURNEY} className="desktop:grid-cols-3" />
      </Section>

      <Section id="experience-ready" title="준비해 주세요">
        <ul className="m-0 grid list-none gap-3 p-0 min-[600px]:grid-cols-2">
          {trial.ready.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-md bg-surface p-4">
              <span
                aria-hidden="true"
                className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-course-strong text-sm font-bold text-course-foreground"
              >
                ✓
              </span>
              <span className="text-base text-text">{item}</span>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="experience-cta"
        title="체험은 레벨 테스트에서 시작해요"
        text="지금 바로 레벨 테스트를 보고, 아이에게 꼭 맞는 단계로 하루 학습을 만나 보세요."
        secondary={{ label: '가까운 지점 찾기', href: '/services/branch' }}
      />
    </BrandPage>
  );
}

export function BuddyExperiencePage() {
  return <ExperiencePage trial={TRIALS.eb} />;
}

export function RnlExperiencePage() {
  return <ExperiencePage trial={TRIALS.rnl} />;
}
