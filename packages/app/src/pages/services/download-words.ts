/**
 * The download room's words (spec §2 Brand site /services/download: brochure, installer) and the brochure's facts.
 * BROCHURE describes the committed file (content/media/download, written by
 * packages/content-generator/src/brochure/generate.ts); packages/content-generator/src/brochure/brochure.test.ts fails
 * when the file and these numbers disagree.
 */
import { DAILY_STUDY_MINUTES } from '@buddy/domain';

export const BROCHURE = {
  href: '/content/download/buddy-english-brochure.pdf',
  cover: '/content/download/buddy-english-brochure-cover.jpg',
  /** The name the browser saves it under. */
  fileName: '버디잉글리시-브로슈어.pdf',
  pages: 3,
  /** The file's size in KB (bytes / 1024, rounded). */
  kilobytes: 200,
} as const;

export const DOWNLOAD_WORDS = {
  nav: '자료실 메뉴',
  brochure: {
    title: '브로슈어',
    lead: '버디잉글리시를 한눈에 볼 수 있는 안내서예요. 내려받아 두고 아이와 함께 천천히 읽어 보세요.',
    heading: '버디잉글리시 브로슈어',
    coverAlt: `브로슈어 표지: 매일 ${DAILY_STUDY_MINUTES}분, 버디와 함께 자라는 영어. 헤드폰을 쓴 아이가 펼친 책 앞에 서 있어요.`,
    facts: [
      { label: '형식', value: 'PDF (A4)' },
      { label: '쪽수', value: `${BROCHURE.pages}쪽` },
      { label: '크기', value: `${BROCHURE.kilobytes} KB` },
    ],
    contentsTitle: '담긴 내용',
    contents: [
      '버디잉글리시는 어떤 서비스인지',
      'A부터 G까지 일곱 코스와 코스별 색',
      '한 주의 학습: 오늘의 학습, 주간·월간 테스트, 복습',
      '라이브러리와 보상 공간 버디몬',
      '시작하는 방법: 무료 레벨 테스트와 고객센터',
    ],
    /** The link's words: '브로슈어 내려받기 (PDF, 200 KB)', the file's kind and size kept on one line. */
    download: ['브로슈어 내려받기', `(PDF, ${BROCHURE.kilobytes} KB)`],
    noteTitle: '부모님께',
    note: '브로슈어는 A4 용지에 인쇄해도 잘 보이도록 만들었어요. 아이와 함께 코스 색을 찾아보고, 한 주의 학습 흐름을 같이 이야기해 보세요. 궁금한 점은 고객센터(1600-0000, 평일 09:00~18:00)로 물어봐 주세요.',
    levelTest: '무료 레벨 테스트 보기',
    faq: '자주 묻는 질문 보기',
  },
  installer: {
    title: '설치 프로그램',
    lead: '버디잉글리시를 PC, 태블릿, 휴대폰에 앱으로 설치해 보세요. 따로 내려받을 프로그램 없이, 바탕화면이나 홈 화면에서 바로 열려요.',
    deviceTitle: '이 기기에 설치하기',
    install: '앱으로 설치하기',
    installHint: '설치하면 버디잉글리시가 자기 창에서 열리고, 학습 홈에서 바로 시작해요.',
    installed: '이미 앱으로 설치되어 있어요',
    installedHint: '바탕화면이나 홈 화면의 버디잉글리시 아이콘을 눌러 열어 주세요.',
    dismissed: '설치를 취소했어요. 언제든 아래 방법으로 다시 설치할 수 있어요.',
    manual:
      '이 브라우저에서는 설치 버튼을 바로 보여 드릴 수 없어요. 아래에서 쓰고 있는 기기와 브라우저의 방법을 따라 해 주세요.',
    benefitsTitle: '앱으로 쓰면 이런 점이 좋아요',
    benefits: [
      { title: '한 번에 열려요', text: '주소를 입력하지 않아도 아이콘 하나로 학습 홈이 열려요.' },
      { title: '화면이 넓어져요', text: '주소창과 탭 없이 학습 화면만 보여서 아이가 집중하기 좋아요.' },
      {
        title: '공부한 기록은 그대로',
        text: '기록은 서버에 저장돼요. 앱과 브라우저 어디서든 같은 아이디로 이어서 공부해요.',
      },
    ],
    guidesTitle: '기기와 브라우저별 설치 방법',
    guides: [
      {
        id: 'pc',
        title: 'PC (크롬, 엣지)',
        steps: [
          { title: '크롬이나 엣지로 버디잉글리시를 열어요', text: '윈도우 PC, 맥, 크롬북 모두 같아요.' },
          {
            title: '주소창 오른쪽의 설치 아이콘을 눌러요',
            text: '아이콘이 보이지 않으면 크롬은 오른쪽 위 ⋮ 메뉴의 ‘전송, 저장, 공유’에서 ‘페이지를 앱으로 설치’를, 엣지는 ··· 메뉴의 ‘앱’에서 ‘이 사이트를 앱으로 설치’를 골라요.',
          },
          { title: '‘설치’를 눌러요', text: '바탕화면과 시작 메뉴에 버디잉글리시 아이콘이 생겨요.' },
        ],
      },
      {
        id: 'android',
        title: '안드로이드 휴대폰·태블릿 (크롬)',
        steps: [
          {
            title: '크롬으로 버디잉글리시를 열어요',
            text: '삼성 인터넷에서도 메뉴의 ‘현재 페이지 추가’로 설치할 수 있어요.',
          },
          { title: '오른쪽 위 ⋮ 메뉴를 눌러요', text: '‘앱 설치’ 또는 ‘홈 화면에 추가’를 골라요.' },
          { title: '‘설치’를 눌러요', text: '홈 화면과 앱 목록에 버디잉글리시 아이콘이 생겨요.' },
        ],
      },
      {
        id: 'ios',
        title: '아이패드·아이폰 (사파리)',
        steps: [
          {
            title: '사파리로 버디잉글리시를 열어요',
            text: '아이폰은 화면 아래, 아이패드는 주소창 옆에 공유 버튼이 있어요.',
          },
          {
            title: '공유 버튼을 눌러요',
            text: '네모에서 위쪽 화살표가 나오는 모양의 버튼이에요.',
          },
          {
            title: '‘홈 화면에 추가’를 골라요',
            text: '이름을 확인하고 ‘추가’를 누르면 홈 화면에 아이콘이 생겨요.',
          },
        ],
      },
    ],
    remove:
      '설치한 앱을 지우려면 앱 창의 메뉴에서 ‘제거’를 고르거나, 휴대폰과 태블릿에서는 아이콘을 길게 눌러 지워요.',
  },
} as const;
