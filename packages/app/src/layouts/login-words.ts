/** The signed-out header's login box words (the login area's chunk). */
import type { LoginBoxWords } from '@buddy/ui/login-box';

export const loginWords: LoginBoxWords = {
  title: '로그인',
  loginId: '아이디',
  password: '비밀번호',
  rememberId: '아이디 저장',
  submit: '로그인',
  findId: '아이디 찾기',
  findPassword: '비밀번호 찾기',
  showPassword: '비밀번호 보기',
};
