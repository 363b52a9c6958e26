/**
 * The demo accounts (listed in the README): the people the server's demo seed creates and the fake /v2 of the
 * stories and component tests signs in as, written once here so the two describe the same members. Data only, for
 * the seed and @buddy/mocks (product code never imports it: dependency-cruiser checks). One row per account; the
 * products follow in the order they are listed (EBP first). A product named 'Buddy' is held but never listed by
 * GET /v2/exhibits/students/products.
 */
import type { Gender, MemberType } from './member';

export type ProductCode = 'EBP' | 'EB' | 'EBB' | 'EX' | 'RnL';

export const PRODUCT_NAMES: Record<ProductCode, string> = {
  EBP: '버디 프라임',
  EB: '버디 비기너',
  EBB: '버디 비기너 B',
  EX: '버디 EX',
  RnL: '리딩앤리스닝',
};

/** The label shown for each member type (memTpDtl.memTpLabel); O, P and Q may carry their own. */
export const MEMBER_TYPE_LABELS: Record<MemberType, string> = {
  A: '정회원',
  B: '정회원(B)',
  C: '지도휴회(취소) 회원',
  D: '교재구매 회원',
  E: '정회원(E)',
  F: '정회원(F)',
  L: '유보회원',
  M: '학습기간 전 회원',
  N: '교재배송 전 회원',
  O: '체험회원',
  P: '방학회원',
  Q: '특별회원',
  R: '비회원',
  Z: '비회원',
};

export interface DemoProduct {
  prodCd: ProductCode | 'Buddy';
  memTp: MemberType;
  memTpLabel?: string;
}

/** The login ids of the demo accounts, in the order of DEMO_ACCOUNTS (README's table). */
export const DEMO_LOGIN_IDS = [
  'student01',
  'student02',
  'student03',
  'student04',
  'cancel01',
  'textbook01',
  'hold01',
  'before01',
  'delivery01',
  'label01',
  'label02',
  'label03',
  'guest01',
  'guest02',
] as const;

export type DemoLoginId = (typeof DEMO_LOGIN_IDS)[number];

export interface DemoAccount {
  memNo: string;
  loginId: string;
  name: string;
  gender: Gender;
  birth: string;
  memTp: MemberType;
  guideFee: number;
  rnlYn: string;
  school: string;
  grade: string;
  products: DemoProduct[];
  note: string;
}

const SCHOOL = '버디초등학교';
const ebp = (memTp: MemberType, memTpLabel?: string): DemoProduct => ({
  prodCd: 'EBP',
  memTp,
  ...(memTpLabel ? { memTpLabel } : {}),
});
const other = (memTp: MemberType, label?: string) => ({
  guideFee: 39000,
  rnlYn: 'NNNNNN',
  school: SCHOOL,
  products: [ebp(memTp, label)],
  memTp,
});

/**
 * The guardian's mail address of a demo member (ADR 045): where a forgotten password's code goes. Under the
 * reserved .example domain, so no demo mail can reach a real person; a local catcher receives it in development.
 */
export function demoGuardianEmail(loginId: string): string {
  return `parent.${loginId.toLowerCase()}@buddy-english.example`;
}

// prettier-ignore
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    memNo: '1000001', loginId: 'student01', name: '김민준', gender: '남성', birth: '20150305', memTp: 'A',
    guideFee: 57000, rnlYn: 'YYYYYY', school: SCHOOL, grade: '3',
    products: [ebp('A'), { prodCd: 'EX', memTp: 'A' }, { prodCd: 'Buddy', memTp: 'A' }],
    note: 'type A; products EBP, EX (+ Buddy, hidden); library: every area',
  },
  {
    memNo: '1000002', loginId: 'student02', name: '이서연', gender: '여성', birth: '20160412', memTp: 'B',
    guideFee: 48000, rnlYn: 'YYYYYN', school: SCHOOL, grade: '2', products: [ebp('B')],
    note: 'type B; library profile fee 48000, flag 6 N (no 리딩스킬, no 리딩)',
  },
  {
    memNo: '1000003', loginId: 'student03', name: '박지호', gender: '남성', birth: '20140920', memTp: 'E',
    guideFee: 30000, rnlYn: 'NNNNNN', school: SCHOOL, grade: '4', products: [ebp('E'), { prodCd: 'EB', memTp: 'E' }],
    note: 'type E; products EBP, EB; library profile fee 30000, all flags N (every library area denied)',
  },
  {
    memNo: '1000004', loginId: 'student04', name: '최수아', gender: '여성', birth: '20131108', memTp: 'F',
    guideFee: 57000, rnlYn: 'YYYYYY', school: SCHOOL, grade: '5', products: [ebp('F'), { prodCd: 'RnL', memTp: 'F' }],
    note: 'type F; products EBP, RnL; library profile fee 57000, all flags Y',
  },
  { memNo: '1000005', loginId: 'cancel01', name: '정우진', gender: '남성', birth: '20150117', grade: '3', ...other('C'), note: 'type C (지도휴회(취소))' },
  { memNo: '1000006', loginId: 'textbook01', name: '강하은', gender: '여성', birth: '20160223', grade: '2', ...other('D'), note: 'type D (교재만 구매)' },
  { memNo: '1000007', loginId: 'hold01', name: '조은우', gender: '남성', birth: '20140630', grade: '4', ...other('L'), note: 'type L (유보회원)' },
  { memNo: '1000008', loginId: 'before01', name: '윤지아', gender: '여성', birth: '20150814', grade: '3', ...other('M'), note: 'type M (학습기간 전)' },
  { memNo: '1000009', loginId: 'delivery01', name: '장도윤', gender: '남성', birth: '20161002', grade: '2', ...other('N'), note: 'type N (교재배송 전)' },
  { memNo: '1000010', loginId: 'label01', name: '임서윤', gender: '여성', birth: '20141205', grade: '4', ...other('O', '체험회원'), note: "type O, label '체험회원'" },
  { memNo: '1000011', loginId: 'label02', name: '오하준', gender: '남성', birth: '20150521', grade: '3', ...other('P', '방학회원'), note: "type P, label '방학회원'" },
  { memNo: '1000012', loginId: 'label03', name: '서지우', gender: '여성', birth: '20160719', grade: '2', ...other('Q', '특별회원'), note: "type Q, label '특별회원'" },
  { memNo: '1000013', loginId: 'guest01', name: '한시우', gender: '남성', birth: '20140311', grade: '4', ...other('R'), note: 'type R (회원이 아닙니다)' },
  { memNo: '1000014', loginId: 'guest02', name: '신예린', gender: '여성', birth: '20151129', grade: '3', ...other('Z'), note: 'type Z (회원이 아닙니다)' },
];
export * from './demo-boards';
export * from './demo-site';
export * from './demo-coins';
export * from './demo-album';
export * from './demo-study';
export * from './demo-game';
