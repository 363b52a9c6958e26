import { describe, expect, it } from 'vitest';
import { handoverOf } from './token-login-page';

describe('given a member handed over to /callback/token-login', () => {
  it('reads the token and an in-site redirect from the fragment', () => {
    expect(handoverOf('#token=abc.def-ghi_jk&redirect=%2Fstudy%2Fmypage%2Flearning')).toEqual({
      token: 'abc.def-ghi_jk',
      redirect: '/study/mypage/learning',
    });
  });

  it('goes to the study home when the redirect is missing or leaves the site', () => {
    expect(handoverOf('#token=abc.def-ghi_jk').redirect).toBe('/study');
    expect(handoverOf('#token=abc.def-ghi_jk&redirect=https://evil.example/').redirect).toBe('/study');
    expect(handoverOf('#token=abc.def-ghi_jk&redirect=//evil.example').redirect).toBe('/study');
  });

  it('has no token when none is given or it is not a bearer token', () => {
    expect(handoverOf('').token).toBeNull();
    expect(handoverOf('#token=short').token).toBeNull();
    expect(handoverOf('#token=has spaces in it').token).toBeNull();
    expect(handoverOf('#token=<script>alert(1)</script>').token).toBeNull();
  });
});
