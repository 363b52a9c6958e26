/**
 * The app's Korean words every page may need (skip link, alerts, loading, error pages); the layouts' words are in
 * layouts/layout-words.ts, their chunk's own (ADR 026).
 */

export const SKIP_LINK = '본문 바로가기';

export const errorWords = {
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    description: '요청하신 페이지가 삭제되었거나 주소가 바뀌었을 수 있어요. 주소를 다시 확인해 주세요.',
    home: '홈으로',
  },
  serverError: {
    title: '서버 오류가 발생했습니다',
    description: '잠시 후 다시 시도해 주세요. 문제가 계속되면 고객센터로 알려 주세요.',
    home: '홈으로',
  },
} as const;

export const ALERT_OK = '확인';
export const ALERT_LABELS = { confirm: ALERT_OK, cancel: '취소' };
/** The accessible name of an alert shown without a title. */
export const ALERT_DEFAULT_TITLE = '알림';
export const LOADING_LABEL = '불러오는 중';
