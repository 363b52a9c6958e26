import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { Link } from '../link';
import { ErrorIllustration } from './error-illustration';

export type ErrorPageWords = {
  /** Heading, e.g. '페이지를 찾을 수 없습니다' (404) or '서버 오류가 발생했습니다' (500). */
  title: string;
  /** A sentence under the heading, e.g. '요청하신 페이지가 삭제되었거나 주소가 바뀌었을 수 있어요.' */
  description?: string;
  /** Text of the home button, e.g. '홈으로'. */
  home: string;
};

export type ErrorPageProps = Omit<ComponentProps<'section'>, 'children'> & {
  code: 404 | 500;
  words: ErrorPageWords;
  /** The server's message (500): shown under the description. */
  message?: string | null;
  /** Where the home button goes (default '/'). */
  homeHref?: string;
};

/** The router's 404 and 500 pages (spec §2 Error pages): a friendly picture, the words and a way home. */
export function ErrorPage({ code, words, message, homeHref = '/', className, ...props }: ErrorPageProps) {
  return (
    <section
      data-slot="error-page"
      data-code={code}
      aria-labelledby={`error-page-title-${code}`}
      className={cn(
        'mx-auto flex w-full max-w-(--width-site) flex-col items-center gap-6 px-5 py-16 text-center',
        className,
      )}
      {...props}
    >
      <ErrorIllustration code={code} />
      <p className="font-kid text-5xl font-extrabold text-primary tabular-nums" aria-hidden="true">
        {code}
      </p>
      <h1 id={`error-page-title-${code}`} className="text-2xl font-bold text-text">
        {words.title}
      </h1>
      {words.description ? <p className="max-w-md text-base text-muted">{words.description}</p> : null}
      {message ? (
        <p className="max-w-md rounded-md bg-surface-muted px-4 py-3 text-base text-text">{message}</p>
      ) : null}
      <Button asChild size="lg">
        <Link variant="plain" href={homeHref}>
          {words.home}
        </Link>
      </Button>
    </section>
  );
}
