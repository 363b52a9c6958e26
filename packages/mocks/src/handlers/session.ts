/**
 * Who is signed in, and what every screen asks first: the profile, the products, the site links, login and logout.
 * A request carrying a bearer token is the given member's; without `member` (a visitor) or without a token, the
 * member-only calls answer 401 as the server does.
 */
import type { CommonLinks, CredentialLinks, Member, Product } from '@buddy/contract';
import { errorBody, http } from '../http';
import { memberOf, productsOf, type DemoLoginId } from '../fixtures/members';

export interface SessionOptions {
  /** The signed-in member (the profile); omit for a visitor. */
  member?: Member;
  products?: Product[];
  /** The products call answers 500 with this message. */
  productsFail?: string;
  /** The legacy learning sites configured for the member's products (none by default). */
  legacy?: Record<string, string>;
  /** The external logout page ('' by default: back to the site). */
  logoutPage?: string;
}

const UNAUTHORIZED = errorBody({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' });

export const COMMON_LINKS: CommonLinks = {
  identityVerification: '',
  studyCdn: '',
  viewer: '',
  contents: '',
  viewerEngine: '',
  bridgeViewer: '',
  bridgeEngine: '',
  grammar: '',
  openLeftMenu: false,
  openRightMenu: false,
  logoutPage: '',
};
export const CREDENTIAL_LINKS: CredentialLinks = { audio: {}, grammar: '', legacy: {} };

export function sessionHandlers({
  member,
  products = [],
  productsFail,
  legacy = {},
  logoutPage = '',
}: SessionOptions = {}) {
  const signedIn = (request: Request) => member !== undefined && request.headers.has('Authorization');
  return [
    http.get('/study/url', ({ response }) => response(200).json({ result: { ...COMMON_LINKS, logoutPage } })),
    http.get('/study/credential/url', ({ request, response }) =>
      signedIn(request)
        ? response(200).json({ result: { ...CREDENTIAL_LINKS, legacy } })
        : response(401).json(UNAUTHORIZED),
    ),
    // The member's legacy-site credentials (spec §7 Auth): never the password itself.
    http.get('/auth/purunet/info', ({ request, response }) =>
      member && signedIn(request)
        ? response(200).json({
            result: { memLoginId: member.memLoginId, memEncPwd: '40213377005512093817', memNo: member.memNo },
          })
        : response(401).json(UNAUTHORIZED),
    ),
    http.get('/mypage/profile', ({ request, response }) =>
      member && signedIn(request) ? response(200).json({ result: member }) : response(401).json(UNAUTHORIZED),
    ),
    http.get('/exhibits/students/products', ({ request, response }) => {
      if (!signedIn(request)) return response(401).json(UNAUTHORIZED);
      if (productsFail) return response(500).json(errorBody({ message: productsFail, code: 'INTERNAL' }));
      return response(200).json({ result: products });
    }),
    http.post('/auth/students/login', ({ response }) =>
      response(401).json(
        errorBody({ message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'LOGIN_FAILED' }),
      ),
    ),
    http.post('/auth/students/logout', ({ response }) => response(200).json({ result: true })),
  ];
}

/**
 * A demo account signed in: its profile and its listed products (`only` keeps the named ones), and what the server
 * would configure (`legacy` sites, a `logoutPage`).
 */
export function signedInAs(
  loginId: DemoLoginId = 'student01',
  only?: readonly Product['prodCd'][],
  configured: Pick<SessionOptions, 'legacy' | 'logoutPage'> = {},
) {
  return sessionHandlers({ member: memberOf(loginId), products: productsOf(loginId, only), ...configured });
}
