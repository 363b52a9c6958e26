/** Korean words of the board pages (inquiries, memos, site Q&A, download); the kit's own words are its defaults. */
export const BOARD_PAGE_WORDS = {
  /** The small area name above a page's title. */
  areas: { mypage: '마이페이지', qna: 'Q&A' },
  qnaNav: 'Q&A 메뉴',
  inquiries: {
    title: '1:1 문의',
    lead: '궁금한 점을 선생님께 물어보세요. 답변이 달리면 여기에서 볼 수 있어요.',
    writeTitle: '1:1 문의 쓰기',
    editTitle: '1:1 문의 고치기',
  },
  qna: {
    title: '문의하기',
    lead: '계약, 학습 이용, 건의 사항을 남겨 주세요. 답변은 이곳에서 확인해요.',
    writeTitle: '문의 쓰기',
    editTitle: '문의 고치기',
  },
  memo: {
    title: '메모',
    lead: '공부하면서 잊지 말아야 할 것을 적어 두고, 다 하면 체크해요.',
  },
  invalidTitle: '입력 확인',
  saveFailedTitle: '저장하지 못했어요',
  deleteFailedTitle: '지우지 못했어요',
  notFound: '글을 찾을 수 없어요. 지워졌거나 주소가 잘못되었어요.',
  backToList: '목록으로 가기',
  backToPost: '글로 돌아가기',
  loadingPost: '글을 불러오고 있어요.',
  loadPostFailed: '글을 불러오지 못했어요.',
  retry: '다시 불러오기',
  answeredLocked: '답변이 달린 글은 고칠 수 없어요.',
} as const;
