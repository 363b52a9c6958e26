/**
 * /callback/token-login (spec §2, a hidden page; ADR 029): another of the publisher's sites hands a signed-in member
 * over with `#token=<bearer>&redirect=<in-site path>`. The token travels in the fragment, so it never reaches a server
 * log or a Referer; it is wiped from the address at once, tried on the profile, and stored only when the server
 * accepts it. Then the member goes on to the redirect (an in-site path, else the study home).
 */
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../app/use-hydrated';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { accountMutations } from '@buddy/api';
import { safeRedirect } from '@buddy/domain';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { Status } from '@buddy/ui/status';
import { useApp } from '../../app/context';

export const TOKEN_LOGIN_WORDS = {
  title: '로그인하고 있어요',
  failedTitle: '로그인하지 못했어요',
  checking: '로그인 정보를 확인하고 있어요.',
  failed: '로그인 정보가 올바르지 않거나 시간이 지났어요. 홈에서 다시 로그인해 주세요.',
  missing: '로그인 정보가 없어요. 홈에서 로그인해 주세요.',
  home: '홈으로 가기',
} as const;

/** The handed-over token and where to go, from the address's fragment (`#token=…&redirect=…`). */
export function handoverOf(hash: string): { token: string | null; redirect: string } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token');
  return {
    token: token && /^[A-Za-z0-9\-_.]{10,4096}$/.test(token) ? token : null,
    redirect: safeRedirect(params.get('redirect'), '/study'),
  };
}

export default function TokenLoginPage() {
  const ctx = useApp();
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  // Read once, then wiped from the address (history and a copied link never hold the token).
  const [handover] = useState(() => handoverOf(hash));
  const { mutate: adopt, isError } = useMutation(accountMutations.adoptToken(ctx.api, ctx.queryClient));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void navigate(pathname, { replace: true });
    if (!handover.token) return;
    adopt(handover.token, {
      onSuccess: () => {
        ctx.session.changed();
        void navigate(handover.redirect, { replace: true });
      },
    });
  }, [adopt, ctx.session, handover, navigate, pathname]);

  // The server never sees the address's fragment: the page it draws, and the first render in the browser, say the
  // sign-in is being checked; what the fragment holds shows once hydrated.
  const hydrated = useHydrated();
  const failed = hydrated && (!handover.token || isError);
  return (
    <section
      aria-labelledby="token-login-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-6 py-12"
    >
      <h1 id="token-login-title" className="m-0 text-2xl font-bold text-text">
        {failed ? TOKEN_LOGIN_WORDS.failedTitle : TOKEN_LOGIN_WORDS.title}
      </h1>
      {failed ? (
        <Status
          state="error"
          message={handover.token ? TOKEN_LOGIN_WORDS.failed : TOKEN_LOGIN_WORDS.missing}
          action={
            <Button asChild size="lg">
              <Link variant="plain" href="/">
                {TOKEN_LOGIN_WORDS.home}
              </Link>
            </Button>
          }
        />
      ) : (
        <Status state="loading" message={TOKEN_LOGIN_WORDS.checking} />
      )}
    </section>
  );
}
