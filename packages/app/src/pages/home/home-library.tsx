/** The home page's look into the library, with its line icons. */
import type { ReactNode } from 'react';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { isBuiltPath } from '../../app/site-menus';
import { container, SectionHeading } from './home-layout';

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

const LIBRARY_HOME = '/library/videos/animation';

export function LibraryTeaser() {
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
          {LIBRARY.map((item) => {
            const card = (
              <>
                <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
                  {item.icon}
                </span>
                <span className="flex flex-col gap-1">
                  <span className="text-lg font-bold text-text group-hover:text-primary">{item.title}</span>
                  <span className="text-sm text-muted">{item.text}</span>
                </span>
              </>
            );
            const box =
              'flex h-full min-h-11 items-start gap-4 rounded-lg border border-border bg-background p-5';
            // Until the library's pages land (app/site-mode.ts), its cards describe it without a link.
            return (
              <li key={item.href}>
                {isBuiltPath(item.href) ? (
                  <Link
                    variant="plain"
                    href={item.href}
                    className={`group ${box} transition-shadow duration-(--duration-menu) hover:shadow-soft`}
                  >
                    {card}
                  </Link>
                ) : (
                  <div className={box}>{card}</div>
                )}
              </li>
            );
          })}
        </ul>
        {isBuiltPath(LIBRARY_HOME) ? (
          <div className="flex justify-center">
            <Button asChild variant="outline" size="lg">
              <Link variant="plain" href={LIBRARY_HOME}>
                라이브러리 둘러보기
              </Link>
            </Button>
          </div>
        ) : (
          <p className="m-0 text-center text-base text-muted">라이브러리는 곧 문을 열어요.</p>
        )}
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
