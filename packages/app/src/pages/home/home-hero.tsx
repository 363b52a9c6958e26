/** The home page's hero and its call to action (level test and experience). */
import { DAILY_STUDY_MINUTES } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
// The picture is a static file made by scripts/art/hero.ts (npm run art), never inlined: not JavaScript (ADR 039).
import heroPicture from './hero.svg?no-inline';
import { container } from './home-layout';

export function Hero() {
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
            매일 {DAILY_STUDY_MINUTES}분,
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
        {/* Decorative: the text beside it says everything. The largest thing a phone shows first: asked for at once,
            with the stylesheet, not when the first layout finds it (ADR 049, item 14). */}
        <img
          src={heroPicture}
          alt=""
          width={480}
          height={400}
          decoding="async"
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-[440px]"
        />
      </div>
    </section>
  );
}

export function CallToAction() {
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
