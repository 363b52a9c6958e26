/** The words of the home's promotions and popups, in Korean by default (each component takes `words`). */
export const homePromoWords = {
  awards: '수상 내역',
  promotions: '진행 중인 소식',
  popups: '알림',
  hideToday: '오늘 하루 보지 않기',
  close: '닫기',
  closeLabel: (title: string) => `${title} 알림 닫기`,
  hideTodayLabel: (title: string) => `${title} 알림 오늘 하루 보지 않기`,
  counter: (index: number, total: number) => `${index} / ${total}`,
  newWindow: '새 창 열림',
};

export type HomePromoWords = typeof homePromoWords;
