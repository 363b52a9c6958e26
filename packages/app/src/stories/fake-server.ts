/**
 * Stories only: a fake /v2 at the network edge. It is the `fetch` handed to createApiClient, answering from the
 * contract's shapes; the app's code runs unchanged above it. Never imported by product code.
 */
import type { CommonLinks, CredentialLinks, Member, Product } from '@buddy/api';
import { STORAGE_KEYS } from '@buddy/domain';

export type FakeRoute = (request: Request) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const members = {
  minjun: {
    memNo: 'M0001',
    memLoginId: 'student01',
    memNm: '김민준',
    memGender: '남성',
    memGuideFee: 57000,
    memRnlYn: 'YYYYYY',
    memShl: '버디초등학교',
    memGd: '4',
    memTp: 'A',
  },
  woojin: {
    memNo: 'M0005',
    memLoginId: 'cancel01',
    memNm: '정우진',
    memGender: '남성',
    memGuideFee: 39000,
    memRnlYn: 'NNNNNN',
    memShl: '버디초등학교',
    memGd: '4',
    memTp: 'C',
  },
} satisfies Record<string, Member>;

export function product(
  prodCd: Product['prodCd'],
  prodNm: string,
  memTp: Product['memTpDtl']['memTp'],
  memTpLabel = '',
): Product {
  return {
    prodCd,
    realProdCd: `${prodCd}-2026`,
    prodNm,
    memTpDtl: { memTp, memTpLabel },
  };
}

const commonLinks: CommonLinks = {
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
};
const credentialLinks: CredentialLinks = { audio: {}, grammar: '' };

export interface FakeServerOptions {
  /** The signed-in member (the profile); omit for a visitor. */
  member?: Member;
  products?: Product[];
  /** Routes tried first, e.g. a failing products call. */
  routes?: FakeRoute[];
}

/** A fetch that answers the calls of this issue; anything else is a 404 error body. */
export function fakeFetch({ member, products = [], routes = [] }: FakeServerOptions = {}) {
  return async (request: Request): Promise<Response> => {
    for (const route of routes) {
      const answer = await route(request);
      if (answer) return answer;
    }
    const { pathname } = new URL(request.url);
    const path = pathname.replace(/^\/v2/, '');
    const signedIn = member !== undefined && request.headers.has('Authorization');
    const unauthorized = () => json({ message: '로그인이 필요합니다.', code: 'UNAUTHORIZED' }, 401);
    switch (`${request.method} ${path}`) {
      case 'GET /study/url':
        return json({ result: commonLinks });
      case 'GET /study/credential/url':
        return signedIn ? json({ result: credentialLinks }) : unauthorized();
      case 'GET /mypage/profile':
        return signedIn ? json({ result: member }) : unauthorized();
      case 'GET /exhibits/students/products':
        return signedIn ? json({ result: products }) : unauthorized();
      case 'POST /auth/students/login':
        return json({ message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'LOGIN_FAILED' }, 401);
      case 'POST /auth/students/logout':
        return json({ result: true });
      default:
        return json({ message: '요청한 주소를 찾을 수 없습니다.', code: 'NOT_FOUND' }, 404);
    }
  };
}

/** Local storage content for a signed-in story. */
export const SIGNED_IN = { [STORAGE_KEYS.token]: 'story-token' };
