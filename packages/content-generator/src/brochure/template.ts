/**
 * The brochure of the download room (/services/download/brochure): three A4 pages for parents of children 6–13,
 * as one HTML document that generate.ts prints to PDF with Chromium. The words are the site's (the programs, the
 * study week, the library, the reward area, the level test); the pictures are ours (the site's scenes and the
 * mascot, flat shapes in the course colours of the design language). Fonts are the self-hosted faces, given as file
 * addresses, so the PDF embeds the glyphs it uses.
 */
import { DAILY_STUDY_MINUTES, TEST_SPECS } from '@buddy/domain';
import { sitePictureOf } from '../site/pictures';

export interface BrochureFonts {
  /**
   * File: addresses of Pretendard's static woff2 faces (Korean text) by weight. Static, not the variable face:
   * Chromium prints a variable font as Type 3 glyph drawings (larger, and no real font in the PDF), a static one as
   * an embedded TrueType subset.
   */
  pretendard: { 400: string; 700: string; 800: string };
  /** A file: address of Baloo 2's variable latin woff2 (English display: the logo, letters and numbers). */
  baloo: string;
}

/** The support line printed on the brochure (the site's customer centre). */
export const SUPPORT = { phone: '1600-0000', hours: '평일 09:00~18:00 (점심 12:00~13:00, 주말·공휴일 휴무)' };

/** The seven courses with their spec colours (design language: a–g) and what a child learns in each. */
export const COURSES = [
  {
    letter: 'A',
    colour: '#ea5364',
    title: '첫 소리와 알파벳',
    text: '노래와 챈트로 영어 소리와 알파벳을 만나요.',
  },
  {
    letter: 'B',
    colour: '#ee4f36',
    title: '파닉스와 첫 단어',
    text: '글자와 소리를 잇고, 그림으로 단어를 익혀요.',
  },
  {
    letter: 'C',
    colour: '#1bac78',
    title: '생활 속 짧은 문장',
    text: '인사와 일상 표현을 듣고 따라 말해요.',
  },
  {
    letter: 'D',
    colour: '#268abd',
    title: '듣고 말하는 대화',
    text: '장면 속 대화를 듣고 역할을 나누어 말해요.',
  },
  {
    letter: 'E',
    colour: '#32bd27',
    title: '짧은 글 읽기',
    text: '쉬운 이야기를 소리 내어 읽고 뜻을 찾아요.',
  },
  { letter: 'F', colour: '#2f73c3', title: '문장 쓰기와 문법', text: '문장의 짜임을 배우고 내 문장을 써요.' },
  { letter: 'G', colour: '#882fc3', title: '긴 글과 내 생각', text: '긴 글을 읽고 내 생각을 말하고 써요.' },
] as const;

const INK = '#1f2430';
const MUTED = '#5b6170';
const PRIMARY = '#ac4c29';
const ACCENT = '#f26b3a';
const SOFT = '#fdede7';
const COIN = '#f5b700';

/** The mascot (the logo's buddy, packages/ui mascot) in 48 × 48 units, happy. */
function mascot(size: number, pose: 'happy' | 'curious' = 'happy'): string {
  const face =
    pose === 'happy'
      ? `<circle fill="${INK}" cx="17.8" cy="19.6" r="2"/><circle fill="${INK}" cx="31.8" cy="19.6" r="2"/><path fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" d="M17.5 27.5c3.6 3.4 9.4 3.4 13 0"/>`
      : `<circle fill="${INK}" cx="17.6" cy="17.8" r="2"/><circle fill="${INK}" cx="31.6" cy="17.8" r="2"/><circle fill="none" stroke="#fff" stroke-width="2.4" cx="24" cy="29" r="2.6"/>`;
  return (
    `<svg viewBox="0 0 48 48" width="${size}" height="${size}" aria-hidden="true">` +
    `<path fill="${ACCENT}" d="M24 3c11.6 0 21 8.3 21 18.6S35.6 40.2 24 40.2c-2.2 0-4.3-.3-6.3-.9L9 45l1.6-8.6C6 33 3 27.6 3 21.6 3 11.3 12.4 3 24 3z"/>` +
    `<circle fill="#fff" cx="17" cy="19" r="4.2"/><circle fill="#fff" cx="31" cy="19" r="4.2"/>${face}` +
    `<circle fill="${COIN}" cx="40" cy="8" r="4"/></svg>`
  );
}

/** A small round icon drawn in one colour: what the library and the study week show beside their words. */
const ICONS: Record<string, string> = {
  play: `<circle cx="24" cy="24" r="20" fill="${'#ea5364'}"/><path d="M19 15 L33 24 L19 33 Z" fill="#fff"/>`,
  music: `<circle cx="24" cy="24" r="20" fill="#268abd"/><path d="M20 31 V16 L32 13 V28" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/><circle cx="17.5" cy="31" r="3.5" fill="#fff"/><circle cx="29.5" cy="28" r="3.5" fill="#fff"/>`,
  book: `<circle cx="24" cy="24" r="20" fill="#1bac78"/><path d="M12 16 q6 -3 12 0 v17 q-6 -3 -12 0z M24 16 q6 -3 12 0 v17 q-6 -3 -12 0z" fill="#fff"/>`,
  game: `<circle cx="24" cy="24" r="20" fill="#882fc3"/><rect x="11" y="17" width="26" height="15" rx="7" fill="#fff"/><path d="M17 22 v5 M14.5 24.5 h5" stroke="#882fc3" stroke-width="2.4" stroke-linecap="round"/><circle cx="29" cy="23" r="1.8" fill="#882fc3"/><circle cx="32" cy="26.5" r="1.8" fill="#882fc3"/>`,
  abc: `<circle cx="24" cy="24" r="20" fill="#f59e42"/><rect x="11" y="18" width="8" height="12" rx="2" fill="#fff"/><rect x="20" y="18" width="8" height="12" rx="2" fill="#fff"/><rect x="29" y="18" width="8" height="12" rx="2" fill="#fff"/>`,
  grammar: `<circle cx="24" cy="24" r="20" fill="#2f73c3"/><rect x="14" y="12" width="20" height="24" rx="3" fill="#fff"/><path d="M18 19 h12 M18 24 h12 M18 29 h8" stroke="#2f73c3" stroke-width="2.4" stroke-linecap="round"/>`,
};

function icon(name: keyof typeof ICONS, size = 34): string {
  return `<svg viewBox="0 0 48 48" width="${size}" height="${size}" aria-hidden="true">${ICONS[name]}</svg>`;
}

/** Buddymon: a round pet with ears on a hill, with coins — the reward area in one picture. */
function buddymon(): string {
  const coin = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><circle r="13" fill="${COIN}"/><circle r="9" fill="none" stroke="#d99a00" stroke-width="2"/><path d="M-3 -5 h6 M0 -5 v10" stroke="#d99a00" stroke-width="2.4" stroke-linecap="round"/></g>`;
  return (
    `<svg viewBox="0 0 240 150" width="100%" aria-hidden="true">` +
    `<clipPath id="buddymon-card"><rect width="240" height="150" rx="16"/></clipPath><g clip-path="url(#buddymon-card)">` +
    `<rect width="240" height="150" fill="#fff1c7"/>` +
    `<path d="M0 118 q60 -26 120 -8 q60 18 120 -4 v44 h-240z" fill="#4cb963"/>` +
    `<ellipse cx="120" cy="116" rx="44" ry="8" fill="#2e8b57" opacity=".35"/>` +
    `<path d="M92 62 L84 30 L110 50 Z M148 62 L156 30 L130 50 Z" fill="#8e6ccf"/>` +
    `<ellipse cx="120" cy="80" rx="40" ry="36" fill="#8e6ccf"/><ellipse cx="120" cy="92" rx="24" ry="18" fill="#f1ebfa"/>` +
    `<circle cx="106" cy="74" r="5" fill="${INK}"/><circle cx="134" cy="74" r="5" fill="${INK}"/>` +
    `<circle cx="98" cy="86" r="5" fill="#f7a1b5" opacity=".8"/><circle cx="142" cy="86" r="5" fill="#f7a1b5" opacity=".8"/>` +
    `<path d="M112 88 q8 8 16 0" fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
    coin(40, 52) +
    coin(196, 40) +
    coin(206, 78) +
    `<path d="M32 96 l4 -10 l4 10 l-10 -6 h12z" fill="#ffd23f"/>` +
    `</g></svg>`
  );
}

const STYLE = (fonts: BrochureFonts) => `
${Object.entries(fonts.pretendard)
  .map(
    ([weight, url]) =>
      `@font-face { font-family: 'Pretendard'; src: url('${url}') format('woff2'); font-weight: ${weight}; }`,
  )
  .join('\n')}
@font-face { font-family: 'Baloo'; src: url('${fonts.baloo}') format('woff2'); font-weight: 400 800; }
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Pretendard', sans-serif; color: ${INK}; font-size: 10.5pt; line-height: 1.55;
  word-break: keep-all; overflow-wrap: anywhere; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.page { position: relative; width: 210mm; height: 297mm; padding: 16mm 16mm 14mm; overflow: hidden;
  display: flex; flex-direction: column; gap: 6mm; break-after: page; background: #fffaf5; }
.page:last-child { break-after: auto; }
h1, h2, h3, p { margin: 0; }
h1 { font-size: 30pt; line-height: 1.25; font-weight: 800; letter-spacing: -0.02em; }
h2 { font-size: 17pt; line-height: 1.3; font-weight: 800; letter-spacing: -0.01em; }
h3 { font-size: 11.5pt; line-height: 1.35; font-weight: 700; }
.muted { color: ${MUTED}; }
.en { font-family: 'Baloo', 'Pretendard', sans-serif; }
.logo { display: flex; align-items: center; gap: 3mm; }
.logo .word { display: flex; flex-direction: column; line-height: 0.95; }
.logo .buddy { font-family: 'Baloo'; font-weight: 800; font-size: 20pt; color: ${PRIMARY}; }
.logo .english { font-family: 'Baloo'; font-weight: 600; font-size: 10pt; letter-spacing: 0.16em; }
.top { display: flex; justify-content: space-between; align-items: center; }
.tag { border-radius: 999px; background: ${SOFT}; color: ${PRIMARY}; font-weight: 700; padding: 1.2mm 4mm; font-size: 9.5pt; }
.lead { font-size: 12.5pt; color: ${MUTED}; }
.hero { border-radius: 6mm; overflow: hidden; line-height: 0; }
.hero svg { width: 100%; height: auto; display: block; }
.facts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 4mm; }
.fact { border-radius: 4mm; background: #fff; border: 0.3mm solid #e5ddd4; padding: 3.5mm 4mm; }
.fact b { display: block; font-size: 15pt; color: ${PRIMARY}; font-weight: 800; }
.cards { display: grid; gap: 4mm; }
.two { grid-template-columns: 1fr 1fr; }
.three { grid-template-columns: repeat(3, 1fr); }
.card { border-radius: 4mm; background: #fff; border: 0.3mm solid #e5ddd4; padding: 4mm; display: flex; flex-direction: column; gap: 1.5mm; }
.card.row { flex-direction: row; gap: 3mm; align-items: flex-start; }
.card.row > svg { flex: none; }
.section { display: flex; flex-direction: column; gap: 3.5mm; }
.course { position: relative; padding: 3mm 4mm 3mm 17mm; border-radius: 4mm; background: #fff; border: 0.3mm solid #e5ddd4; }
.course .letter { position: absolute; left: 3.5mm; top: 3mm; width: 10mm; height: 10mm; border-radius: 3mm; color: #fff;
  font-family: 'Baloo'; font-weight: 800; font-size: 17pt; line-height: 10.6mm; text-align: center; }
.courses { display: grid; grid-template-columns: 1fr 1fr; gap: 2.5mm; }
.course.wide { grid-column: span 2; }
.week { display: flex; flex-direction: column; gap: 0; margin: 0; padding: 0; list-style: none; }
.week li { position: relative; padding: 0 0 3mm 14mm; }
.week li:last-child { padding-bottom: 0; }
.week li::before { content: ''; position: absolute; left: 4.6mm; top: 10mm; bottom: 0; width: 0.6mm; background: #e5ddd4; }
.week li:last-child::before { display: none; }
.week .num { position: absolute; left: 0; top: 0; width: 10mm; height: 10mm; border-radius: 50%; background: ${PRIMARY};
  color: #fff; font-family: 'Baloo'; font-weight: 800; font-size: 13pt; line-height: 10.6mm; text-align: center; }
.week .meta { display: inline-block; margin-left: 2mm; border-radius: 999px; background: ${SOFT}; color: ${PRIMARY};
  font-size: 8.5pt; font-weight: 700; padding: 0.3mm 2.5mm; vertical-align: 1pt; }
.band { border-radius: 5mm; background: ${SOFT}; padding: 4.5mm 6mm; display: flex; gap: 5mm; align-items: center; }
.steps { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3mm; margin: 0; padding: 0; list-style: none; }
.steps li { border-radius: 4mm; background: #fff; border: 0.3mm solid #e5ddd4; padding: 4mm 3.5mm; display: flex; flex-direction: column; gap: 1.5mm; }
.steps .num { width: 8mm; height: 8mm; border-radius: 50%; background: ${ACCENT}; color: #fff; font-family: 'Baloo';
  font-weight: 800; font-size: 11pt; line-height: 8.6mm; text-align: center; }
.tips { display: flex; align-items: center; gap: 5mm; border-radius: 4mm; border: 0.4mm dashed ${ACCENT}; padding: 3.5mm 5mm; }
.tips h3 { flex: none; color: ${PRIMARY}; }
.tips ul { margin: 0; padding: 0 0 0 4mm; display: grid; grid-template-columns: repeat(3, auto); gap: 5mm; color: ${MUTED}; font-size: 9.5pt; }
.call { border-radius: 6mm; background: ${PRIMARY}; color: #fff; padding: 6mm 7mm; display: flex; align-items: center; gap: 6mm; }
.call .phone { font-family: 'Baloo'; font-weight: 800; font-size: 30pt; line-height: 1; letter-spacing: 0.01em; }
.call p { color: #fff; }
.foot { margin-top: auto; display: flex; justify-content: space-between; color: ${MUTED}; font-size: 8.5pt;
  border-top: 0.3mm solid #e5ddd4; padding-top: 3mm; }
`;

function foot(page: number): string {
  return `<div class="foot"><span>버디잉글리시 · 고객센터 ${SUPPORT.phone}</span><span class="en">${page} / 3</span></div>`;
}

function logo(): string {
  return `<div class="logo">${mascot(46)}<div class="word"><span class="buddy">Buddy</span><span class="english">ENGLISH</span></div></div>`;
}

function cover(): string {
  return `<section class="page">
  <div class="top">${logo()}<span class="tag">초등 온라인 영어 학습 · 6~13세</span></div>
  <div class="section">
    <h1>매일 ${DAILY_STUDY_MINUTES}분,<br>버디와 함께 자라는 영어</h1>
    <p class="lead">버디잉글리시는 초등 아이가 집에서 매일 조금씩 듣고, 말하고, 읽고, 쓰는 온라인 영어 학습이에요.
    아이 수준에 꼭 맞는 코스에서 시작해, 한 단계씩 올라가는 기쁨을 느끼도록 도와요.</p>
  </div>
  <div class="hero">${sitePictureOf('promo-experience')}</div>
  <div class="facts">
    <div class="fact"><b>하루 ${DAILY_STUDY_MINUTES}분</b>주 5일, 같은 시간에 공부하는 습관</div>
    <div class="fact"><b>7코스 × 7단계</b>한 단계는 4주, 아이 속도에 맞춰</div>
    <div class="fact"><b>주간·월간 테스트</b>학습 리포트로 성장을 한눈에</div>
  </div>
  <div class="section">
    <h2>부모님, 이런 점이 좋아요</h2>
    <div class="cards three">
      <div class="card"><h3>아이에게 꼭 맞는 시작</h3><p class="muted">무료 레벨 테스트 ${TEST_SPECS.L.questions}문항으로 아이에게 맞는 코스를 찾아 드려요.</p></div>
      <div class="card"><h3>혼자서도 하는 하루 학습</h3><p class="muted">오늘 할 유닛이 순서대로 준비되어 있어, 아이가 스스로 끝까지 해내요.</p></div>
      <div class="card"><h3>부모님이 보는 성장 기록</h3><p class="muted">출석, 점수, 진도, 아이가 녹음한 목소리까지 마이페이지에서 볼 수 있어요.</p></div>
    </div>
  </div>
  ${foot(1)}
</section>`;
}

function studyPage(): string {
  const courses = COURSES.map(
    (course, index) =>
      `<div class="course${index === COURSES.length - 1 ? ' wide' : ''}"><span class="letter" style="background:${course.colour}">${course.letter}</span>` +
      `<h3>코스 ${course.letter} · ${course.title}</h3><p class="muted">${course.text}</p></div>`,
  ).join('');
  const week = [
    [
      '1~4일차 · 오늘의 학습',
      `${DAILY_STUDY_MINUTES}분`,
      '단어, 듣기, 따라 말하기와 녹음, 읽기, 쓰기 유닛을 하나씩 끝내요. 끝낸 유닛에는 도장이 찍혀요.',
    ],
    [
      '5일차 · 주간 테스트',
      'Weekly Test',
      '한 주 동안 배운 것을 문제로 확인해요. 점수는 바로 나오고 리포트에 쌓여요.',
    ],
    [
      '4주마다 · 월간 테스트',
      'Monthly Test',
      '한 단계를 마치면 듣기, 읽기, 쓰기를 고루 묻는 월간 테스트로 다음 단계를 준비해요.',
    ],
    [
      '언제든 · 복습',
      '오답 다시 보기',
      '틀린 문제는 해설과 함께 다시 풀어요. 리포트에서 강한 영역과 더 연습할 영역을 알려 줘요.',
    ],
  ]
    .map(
      ([title, meta, text], index) =>
        `<li><span class="num">${index + 1}</span><h3>${title}<span class="meta">${meta}</span></h3><p class="muted">${text}</p></li>`,
    )
    .join('');
  return `<section class="page">
  <div class="section">
    <span class="tag" style="align-self:flex-start">코스와 단계</span>
    <h2>A부터 G까지, 일곱 코스로 차근차근</h2>
    <p class="muted">코스마다 일곱 단계가 있고, 한 단계는 4주예요. 코스는 저마다의 색을 가지고 있어서, 아이가 지금 어디에 있는지 한눈에 알 수 있어요.</p>
    <div class="courses">${courses}</div>
  </div>
  <div class="section">
    <span class="tag" style="align-self:flex-start">한 주의 학습</span>
    <h2>한 주는 이렇게 흘러가요</h2>
    <ol class="week">${week}</ol>
  </div>
  <div class="band">
    <div style="flex:0 0 54mm;line-height:0">${buddymon()}</div>
    <div class="section" style="gap:2mm">
      <span class="tag" style="align-self:flex-start;background:#fff">보상 공간 · 버디몬</span>
      <h2>공부하면 코인이 쌓여요</h2>
      <p class="muted">하루 학습과 테스트를 마치면 코인을 받아요. 모은 코인으로 나만의 버디몬을 키우고 꾸며요.
      코인은 칭찬의 표시일 뿐, 돈으로 사거나 바꿀 수 없어요.</p>
    </div>
  </div>
  ${foot(2)}
</section>`;
}

function morePage(): string {
  const library = [
    ['play', '동영상', '애니메이션, 애니송, 챈트, 이북으로 영어를 보고 들어요.'],
    ['music', '버디 음원', '교재의 문장을 코스와 단계, 주별로 찾아 들어요.'],
    ['grammar', '문법 강의', '기초 문법부터 교재 문법까지 짧은 강의로 정리해요.'],
    ['game', '영어 게임', '단어 게임, 문장 게임, 자리 연습 게임으로 놀며 익혀요.'],
    ['book', '리딩', '수준에 맞는 이야기를 읽으며 읽기 힘을 넓혀요.'],
    ['abc', 'K-파닉스 · K-단어', '우리말 설명과 함께 소리와 단어를 다져요.'],
  ] as const;
  const steps = [
    ['무료 레벨 테스트', `회원이 아니어도 홈페이지에서 ${TEST_SPECS.L.questions}문항으로 바로 볼 수 있어요.`],
    ['상담과 코스 안내', '결과를 보고 아이에게 맞는 코스와 단계를 알려 드려요.'],
    ['가입과 첫 학습', '아이 아이디로 로그인하면 오늘의 학습이 준비되어 있어요.'],
    ['앱으로 설치', 'PC, 태블릿, 휴대폰에 앱으로 설치하면 한 번에 열려요.'],
  ];
  return `<section class="page">
  <div class="section">
    <span class="tag" style="align-self:flex-start">라이브러리</span>
    <h2>공부를 마쳐도 영어는 계속돼요</h2>
    <div class="cards two">${library
      .map(
        ([name, title, text]) =>
          `<div class="card row">${icon(name)}<div><h3>${title}</h3><p class="muted">${text}</p></div></div>`,
      )
      .join('')}</div>
  </div>
  <div class="section">
    <span class="tag" style="align-self:flex-start">시작하는 방법</span>
    <h2>오늘, 레벨 테스트로 시작해 보세요</h2>
    <ol class="steps">${steps
      .map(
        ([title, text], index) =>
          `<li><span class="num">${index + 1}</span><h3>${title}</h3><p class="muted">${text}</p></li>`,
      )
      .join('')}</ol>
  </div>
  <div class="tips">
    <h3>부모님께 드리는 작은 팁</h3>
    <ul>
      <li>매일 같은 시간, ${DAILY_STUDY_MINUTES}분이면 충분해요.</li>
      <li>아이가 녹음한 목소리를 함께 들어 주세요.</li>
      <li>점수보다 꾸준히 한 날을 칭찬해 주세요.</li>
    </ul>
  </div>
  <div class="call">
    ${mascot(64, 'curious')}
    <div>
      <p style="font-weight:700">궁금한 점은 고객센터로 물어봐 주세요</p>
      <p class="phone">${SUPPORT.phone}</p>
      <p style="opacity:.9;font-size:9.5pt">${SUPPORT.hours}</p>
    </div>
  </div>
  ${foot(3)}
</section>`;
}

/** The whole brochure: three A4 pages. */
export function brochureHtml(fonts: BrochureFonts): string {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<title>버디잉글리시 브로슈어</title>
<style>${STYLE(fonts)}</style>
</head>
<body>
${cover()}
${studyPage()}
${morePage()}
</body>
</html>
`;
}
