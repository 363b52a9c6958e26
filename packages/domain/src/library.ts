import { FEE_THRESHOLDS } from './constants';
import { MESSAGES } from './messages';

export type LibraryArea = 'videos' | 'records' | 'grammars' | 'game' | 'englishadd' | 'kread' | 'rskill';

export interface LibraryProfile {
  memGuideFee: number;
  /** Y/N flags by position, counted from 1 (spec §6). A missing position counts as N. */
  memRnlYn: string;
}

export type Access = { allowed: true } | { allowed: false; alert: string };

const flag = (profile: LibraryProfile, position: number): boolean =>
  profile.memRnlYn.charAt(position - 1) === 'Y';
const under = (profile: LibraryProfile, fee: number): boolean => profile.memGuideFee < fee;

/** Spec §6 library access table: when each area is denied and the alert it shows. */
export const LIBRARY_RULES: Record<LibraryArea, { denied: (p: LibraryProfile) => boolean; alert: string }> = {
  videos: {
    denied: (p) => under(p, FEE_THRESHOLDS.low) && ![1, 2, 3, 5].some((n) => flag(p, n)),
    alert: '동영상 사용권한이 없습니다',
  },
  records: {
    denied: (p) => under(p, FEE_THRESHOLDS.low) && !flag(p, 5),
    alert: '버디음원 사용권한이 없습니다',
  },
  grammars: {
    denied: (p) => under(p, FEE_THRESHOLDS.low) && !flag(p, 4),
    alert: '문법강의 사용권한이 없습니다',
  },
  game: { denied: (p) => under(p, FEE_THRESHOLDS.low), alert: '영어타자게임 사용권한이 없습니다' },
  englishadd: { denied: (p) => under(p, FEE_THRESHOLDS.mid), alert: '영어보충학습실 사용권한이 없습니다' },
  kread: { denied: (p) => under(p, FEE_THRESHOLDS.high), alert: '리딩 사용권한이 없습니다' },
  rskill: { denied: (p) => !flag(p, 6), alert: '리딩스킬 사용권한이 없습니다' },
};

/** Whether a member (or a signed-out visitor, null) may open a protected library area. */
export function libraryAccess(area: LibraryArea, profile: LibraryProfile | null | undefined): Access {
  if (!profile) return { allowed: false, alert: MESSAGES.noPermission };
  const rule = LIBRARY_RULES[area];
  return rule.denied(profile) ? { allowed: false, alert: rule.alert } : { allowed: true };
}
