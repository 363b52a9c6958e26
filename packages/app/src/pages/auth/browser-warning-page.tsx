/** /auth/browser/warning (spec §6): the study site works in Chrome; other browsers land here (clear layout). */
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Logo } from '@buddy/ui/logo';

export default function BrowserWarningPage() {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-xl flex-col items-center justify-center gap-6 px-5 py-12 text-center">
      <Logo title="버디잉글리시" className="h-12" />
      <h1 className="text-2xl font-bold text-text">크롬 브라우저에서 학습해 주세요</h1>
      <p className="text-base text-muted">
        버디잉글리시 학습방은 크롬(Chrome) 브라우저에 맞춰져 있어요. 지금 쓰는 브라우저에서는 학습 화면이
        바르게 보이지 않을 수 있어요. 크롬을 설치하거나 열어서 다시 접속해 주세요.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link
            variant="plain"
            href="https://www.google.com/chrome/"
            target="_blank"
            rel="noopener noreferrer"
          >
            크롬 내려받기<span className="sr-only"> (새 창 열림)</span>
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link variant="plain" href="/">
            홈으로
          </Link>
        </Button>
      </div>
    </div>
  );
}
