/**
 * / (brand home, full layout): a friendly landing for children and parents. The hero, the programs, how a day of
 * study goes, the level-test and experience call to action, and a look into the library. Content is the brand's own
 * introduction (no member data); the home banners of GET /main arrive with the brand-site issue.
 */
import type { ReactNode } from 'react';
import { Button, Link } from '@buddy/ui';
import { HeroIllustration } from './hero-illustration';

const container = 'mx-auto w-full max-w-(--width-site) px-5';

type Program = { name: string; code: string; age: string; text: string; href: string; color: string };

const PROGRAMS: Program[] = [
  {
    name: '버디 비기너',
    code: 'Beginner',
    age: '6~8세 · 영어 첫걸음',
    text: '노래와 챈트, 파닉스로 영어 소리와 친해져요. 알파벳부터 차근차근 시작해요.',
    href: '/introduce/programs/buddy/beginner',
    color: '#b4404d',
  },
  {
    name: '버디 EX',
    code: 'EX',
    age: '초등 1~3학년 · 말하기 시작',
    text: '듣고 따라 말하며 문장을 만들어요. 매일 조금씩 말하는 자신감이 자라요.',
    href: '/introduce/programs/buddy/ex',
    color: '#137753',
  },
  {
    name: '버디 프라임',
    code: 'Prime',
    age: '초등 3~6학년 · 읽고 쓰기',
    text: 'A부터 G까지 일곱 코스를 단계별로 공부하고, 주간·월간 테스트로 실력을 확인해요.',
    href: '/introduce/programs/buddy/prime',
    color: '#2b6ab3',
  },
  {
    name: '리딩앤리스닝',
    code: 'RnL',
    age: '초등 전 학년 · 이야기 읽기',
    text: '재미있는 이야기책을 듣고 읽으며 어휘와 독해력을 함께 키워요.',
    href: '/introduce/programs/rnl/reading',
    color: '#882fc3',
  },
];

const STEPS: { title: string; text: string; color: string }[] = [
  {
    title: '매일 10분 학습',
    text: '코스와 단계에 맞춘 오늘의 학습이 준비되어 있어요. 듣고, 말하고, 읽어요.',
    color: '#ac4c29',
  },
  {
    title: '주간·월간 테스트',
    text: '한 주를 마치면 주간 테스트, 한 달을 마치면 월간 테스트로 배운 것을 확인해요.',
    color: '#1e6e97',
  },
  {
    title: '학습 리포트',
    text: '부모님은 출석, 진도, 점수를 한눈에 보고 아이의 성장을 함께 응원할 수 있어요.',
    color: '#137753',
  },
  {
    title: '버디몬 보상',
    text: '공부하며 모은 코인으로 나만의 버디몬을 키우고 꾸며요. 공부가 놀이가 돼요.',
    color: '#882fc3',
  },
];

const LIBRARY: { title: string; text: string; href: string; icon: ReactNode }[] = [
  {
    title: '애니메이션',
    text: '영어 애니메이션과 노래로 귀가 열려요.',
    href: '/library/videos/animation',
    icon: <PlayIcon />,
  },
  {
    title: '버디 음원',
    text: '교재 음원을 언제든 다시 들어요.',
    href: '/library/records/prime',
    icon: <NoteIcon />,
  },
  {
    title: '문법 강의',
    text: '짧은 강의로 문법을 쉽게 익혀요.',
    href: '/library/grammars/basic',
    icon: <BookIcon />,
  },
  {
    title: '영어 게임',
    text: '단어와 문장 게임으로 복습해요.',
    href: '/library/game/words',
    icon: <StarIcon />,
  },
];

export default function HomePage() {
  return (
    <div className="flex flex-col">
      <Hero />
      <Programs />
      <HowItWorks />
      <CallToAction />
      <LibraryTeaser />
    </div>
  );
}

function Hero() {
  return (
    <section aria-labelledby="home-hero-title" className="overflow-hidden bg-surface">
      <div
        className={`${container} grid items-center gap-8 py-10 desktop:grid-cols-[1fr_minmax(0,440px)] desktop:py-16`}
      >
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full bg-primary-soft px-4 py-1 text-sm font-bold text-primary">
            초등 아이를 위한 온라인 영어
          </p>
          <h1
            id="home-hero-title"
            className="text-3xl leading-tight font-extrabold text-text desktop:text-5xl"
          >
            매일 10분,
            <br />
            <span className="text-primary">아이가 먼저 찾는</span> 영어
          </h1>
          <p className="max-w-xl text-lg text-muted">
            버디와 함께 듣고, 말하고, 읽고, 쓰며 영어와 친해져요. 아이 수준에 꼭 맞는 코스로 시작해 보세요.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link variant="plain" href="/tests">
                레벨 테스트 해보기
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link variant="plain" href="/experience/eb">
                무료 체험하기
              </Link>
            </Button>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-[440px]" />
      </div>
    </section>
  );
}

function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <p className="font-kid text-base font-bold tracking-wide text-primary">{eyebrow}</p>
      <h2 id={id} className="text-2xl font-bold text-text desktop:text-3xl">
        {title}
      </h2>
      {lead ? <p className="max-w-2xl text-base text-muted">{lead}</p> : null}
    </div>
  );
}

function Programs() {
  return (
    <section aria-labelledby="home-programs-title" className="py-14">
      <div className={`${container} flex flex-col gap-8`}>
        <SectionHeading
          id="home-programs-title"
          eyebrow="Programs"
          title="우리 아이에게 맞는 프로그램"
          lead="처음 영어를 만나는 아이부터 이야기책을 읽는 아이까지, 단계에 맞춰 골라요."
        />
        <ul className="grid gap-5 min-[600px]:grid-cols-2 desktop:grid-cols-4">
          {PROGRAMS.map((program) => (
            <li key={program.code} className="flex">
              <article className="flex w-full flex-col gap-3 rounded-lg border border-border bg-surface p-5 shadow-soft">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-full font-kid text-lg font-extrabold text-white"
                  style={{ backgroundColor: program.color }}
                >
                  {program.code.slice(0, 1)}
                </span>
                <h3 className="text-xl font-bold text-text">
                  {program.name}
                  <span className="sr-only"> ({program.code})</span>
                </h3>
                <p className="text-sm font-semibold text-primary">{program.age}</p>
                <p className="flex-1 text-base text-muted">{program.text}</p>
                <Link href={program.href} className="inline-flex min-h-11 items-center font-semibold">
                  {program.name} 자세히 보기
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="home-how-title" className="bg-surface py-14">
      <div className={`${container} flex flex-col gap-8`}>
        <SectionHeading
          id="home-how-title"
          eyebrow="How it works"
          title="버디잉글리시는 이렇게 공부해요"
          lead="아이는 즐겁게, 부모님은 안심하고. 하루 10분이 쌓여 실력이 돼요."
        />
        <ol className="grid gap-5 min-[600px]:grid-cols-2 desktop:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3 rounded-lg bg-background p-5">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full font-kid text-lg font-extrabold text-white"
                style={{ backgroundColor: step.color }}
              >
                {index + 1}
              </span>
              <h3 className="text-lg font-bold text-text">{step.title}</h3>
              <p className="text-base text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function CallToAction() {
  return (
    <section aria-labelledby="home-cta-title" className="py-14">
      <div className={container}>
        <div className="grid gap-6 rounded-lg bg-primary p-8 text-primary-foreground desktop:grid-cols-[1fr_auto] desktop:items-center desktop:p-10">
          <div className="flex flex-col gap-2">
            <h2 id="home-cta-title" className="text-2xl font-bold desktop:text-3xl">
              우리 아이 영어 레벨, 지금 알아보세요
            </h2>
            <p className="text-base opacity-95">
              30문항 레벨 테스트로 아이에게 맞는 코스를 찾아 드려요. 체험 학습으로 버디잉글리시를 먼저 만나 볼
              수도 있어요.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg" variant="secondary">
              <Link variant="plain" href="/tests">
                레벨 테스트 시작
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground bg-transparent text-primary-foreground hover:border-primary-foreground hover:bg-primary-foreground hover:text-primary"
            >
              <Link variant="plain" href="/experience/eb">
                체험 학습 신청
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

function LibraryTeaser() {
  return (
    <section aria-labelledby="home-library-title" className="bg-surface py-14">
      <div className={`${container} flex flex-col gap-8`}>
        <SectionHeading
          id="home-library-title"
          eyebrow="Library"
          title="라이브러리에서 더 놀아요"
          lead="애니메이션, 노래, 문법 강의, 게임까지. 학습 후에도 영어와 함께하는 시간이 즐거워요."
        />
        <ul className="grid gap-4 min-[600px]:grid-cols-2 desktop:grid-cols-4">
          {LIBRARY.map((item) => (
            <li key={item.href}>
              <Link
                variant="plain"
                href={item.href}
                className="group flex h-full min-h-11 items-start gap-4 rounded-lg border border-border bg-background p-5 transition-shadow duration-(--duration-menu) hover:shadow-soft"
              >
                <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
                  {item.icon}
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-lg font-bold text-text group-hover:text-primary">{item.title}</span>
                  <span className="text-sm text-muted">{item.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link variant="plain" href="/library/videos/animation">
              라이브러리 둘러보기
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function PlayIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </Icon>
  );
}

function NoteIcon() {
  return (
    <Icon>
      <path d="M9 18V6l11-2v12" />
      <circle cx="6.5" cy="18" r="2.5" />
      <circle cx="17.5" cy="16" r="2.5" />
    </Icon>
  );
}

function BookIcon() {
  return (
    <Icon>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
      <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
    </Icon>
  );
}

function StarIcon() {
  return (
    <Icon>
      <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
    </Icon>
  );
}
