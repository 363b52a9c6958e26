/** The QR pages' words (spec §2 /qrcode; the spec gives none). */
export const QR_WORDS = {
  area: '교재 정답',
  mainTitle: '교재 정답 보기',
  mainLead:
    '코스와 교재를 고른 다음, 정답을 볼 주를 눌러 주세요. 교재의 QR 코드를 찍으면 그 주의 정답이 바로 열려요.',
  viewLead: '아이와 함께 답을 맞춰 보세요. 틀린 문제는 다시 듣고 따라 말해 보면 좋아요.',
  courseNav: '코스 고르기',
  bookNav: '교재 고르기',
  course: (course: string) => `${course}코스`,
  book: { SB: 'Student Book', WB: 'Workbook' } as Record<'SB' | 'WB', string>,
  step: (step: number) => `${step}권`,
  week: (week: number) => `${week}주`,
  place: (step: number, week: number) => `${step}권 ${week}주`,
  weeks: (course: string, book: 'SB' | 'WB') =>
    `${course}코스 ${book === 'SB' ? 'Student Book' : 'Workbook'} 정답 목록`,
  sheetOf: (course: string, step: number, week: number, book: 'SB' | 'WB') =>
    `Buddy ${course} ${step}권 ${week}주 ${book === 'SB' ? 'Student Book' : 'Workbook'} 정답`,
  sheetAlt: (title: string) => `${title} 정답지`,
  around: '앞뒤 주 정답',
  otherBook: (book: 'SB' | 'WB') => `${book === 'SB' ? 'Student Book' : 'Workbook'} 정답 보기`,
  choose: '다른 주 고르기',
  loading: '정답지를 불러오고 있어요.',
  failed: '정답지를 불러오지 못했어요.',
  retry: '다시 불러오기',
  empty: '이 코스의 정답지가 아직 없어요.',
  missing: '찾는 주의 정답지가 없어요. 다른 주를 골라 주세요.',
} as const;
