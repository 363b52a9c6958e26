/**
 * The experience area (spec §2 /experience: eb, rnl): what a trial day looks like and what the child does, leading to
 * the level test. One module; each route picks its page by name.
 */
import { DAILY_STUDY_MINUTES, TEST_SPECS } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { FeatureGrid } from '@buddy/ui/feature-grid';
import { Link } from '@buddy/ui/link';
import { PageHero } from '@buddy/ui/page-hero';
import { StepList } from '@buddy/ui/step-list';
import { ExperienceArt } from './art';
import { BrandPage, CallToAction, LEVEL_TEST, Section } from './brand-sections';
import { TRIALS, type Trial } from './trials';
import { TryNow } from './try-now';

const JOURNEY = [
  {
    title: '레벨 테스트 보기',
    text: `회원이 아니어도 볼 수 있어요. 아이 이름과 학년을 적고 ${TEST_SPECS.L.questions}문항을 풀면 돼요.`,
    meta: `약 ${TEST_SPECS.L.minutes}분`,
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

      <TryNow />

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

/** A week of Buddy Prime, day by day (what the sample shows). */
const PRIME_WEEK = [
  {
    title: '월요일 · 영상으로 만나요',
    text: '그 주의 이야기를 그림 영상으로 보고, 새 낱말 카드를 소리와 함께 익혀요.',
    meta: `${DAILY_STUDY_MINUTES}분`,
  },
  {
    title: '화요일 · 노래로 익혀요',
    text: '이야기의 문장을 노래와 챈트로 따라 부르며 리듬으로 외워요.',
    meta: `${DAILY_STUDY_MINUTES}분`,
  },
  {
    title: '수요일 · 읽고 말해요',
    text: '그림책을 한 장씩 넘기며 듣고 읽고, 내 목소리로 녹음해 들어 봐요.',
    meta: `${DAILY_STUDY_MINUTES}분`,
  },
  {
    title: '목요일 · 다시 짚어요',
    text: '헷갈린 낱말과 문장을 복습하고, 틀렸던 문제를 다시 풀어요.',
    meta: `${DAILY_STUDY_MINUTES}분`,
  },
  {
    title: '금요일 · 주간 평가',
    text: `${TEST_SPECS.W.questions}문항 주간 평가로 한 주를 마무리해요. 결과는 부모님도 함께 볼 수 있어요.`,
    meta: `${TEST_SPECS.W.minutes}분`,
  },
];

const PRIME_SAMPLES = [
  {
    title: '그림 영상',
    text: '장면마다 문장과 소리가 나오고, 우리말 뜻은 눌러야 보여요. 아이가 먼저 짐작해 봐요.',
  },
  { title: '낱말 카드', text: '그림을 보고 낱말을 듣고, 뒤집어 뜻과 예문을 확인해요.' },
  { title: '따라 말하기', text: '문장을 듣고 따라 말해 녹음해요. 녹음은 마이페이지에 모여요.' },
  { title: '주간 평가', text: '듣기와 읽기 문제를 시간 안에 풀어요. 풀던 답은 저장되어 끊겨도 이어 풀어요.' },
];

/**
 * /primeSample (spec §2): what a week of Buddy Prime looks like, with a way to the real thing: the library's free
 * animations (the visitor's preview) and the level test.
 */
export function PrimeSamplePage() {
  return (
    <BrandPage course="c">
      <PageHero
        tone="course"
        titleId="prime-sample-title"
        eyebrow="Buddy Prime 맛보기"
        title="버디 프라임의 한 주를 미리 만나 보세요"
        lead={
          <p>
            하루 {DAILY_STUDY_MINUTES}분, 영상과 노래, 그림책과 말하기로 한 주의 이야기를 익히고 금요일 평가로
            마무리해요. 라이브러리의 애니메이션 다섯 편은 로그인하지 않아도 바로 볼 수 있어요.
          </p>
        }
        illustration={<ExperienceArt course="c" />}
        actions={
          <>
            <Button asChild size="lg" variant="course">
              <Link variant="plain" href="/library/videos/animation">
                샘플 영상 보기
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link variant="plain" href="/introduce/programs/buddy/prime">
                버디 프라임 알아보기
              </Link>
            </Button>
          </>
        }
      />

      <Section
        id="prime-sample-week"
        title="버디 프라임의 한 주"
        lead="매일 조금씩, 같은 이야기를 여러 방법으로 만나요."
      >
        <div className="rounded-lg border border-border bg-surface p-5 desktop:p-8">
          <StepList steps={PRIME_WEEK} />
        </div>
      </Section>

      <Section id="prime-sample-screens" title="아이가 만나는 화면">
        <FeatureGrid columns={4} tone="muted" items={PRIME_SAMPLES} />
      </Section>

      <CallToAction
        id="prime-sample-start"
        title="우리 아이에게 맞는 단계부터"
        text="레벨 테스트로 시작 단계를 찾고, 가까운 지점에서 체험 학습을 안내받으세요."
        secondary={{ label: '체험 안내 보기', href: '/experience/eb' }}
      />
    </BrandPage>
  );
}
