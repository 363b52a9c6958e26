/** The home page's programs and how a day of study goes. */
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import { Link } from '@buddy/ui/link';
import { container, SectionHeading } from './home-layout';

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
    title: `매일 ${DAILY_STUDY_MINUTES}분 학습`,
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

export function Programs() {
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

export function HowItWorks() {
  return (
    <section aria-labelledby="home-how-title" className="bg-surface py-14">
      <div className={`${container} flex flex-col gap-8`}>
        <SectionHeading
          id="home-how-title"
          eyebrow="How it works"
          title="버디잉글리시는 이렇게 공부해요"
          lead={`아이는 즐겁게, 부모님은 안심하고. 하루 ${DAILY_STUDY_MINUTES}분이 쌓여 실력이 돼요.`}
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
