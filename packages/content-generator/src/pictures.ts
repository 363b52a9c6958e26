/**
 * Our own drawings for the bank's words: flat, friendly shapes on a 120 × 120 canvas in the design language's
 * warm palette, each with a viewBox and small. The study bank's copy has a <title> (the English word); a test
 * paper's copy has no words at all (paperPictureOf), since it is the question.
 */

export const PALETTE = {
  ink: '#3b3355',
  orange: '#f59e42',
  yellow: '#ffd23f',
  red: '#ef5b5b',
  pink: '#f7a1b5',
  green: '#4cb963',
  leaf: '#2e8b57',
  blue: '#4aa3df',
  sky: '#bfe6ff',
  brown: '#a0673c',
  white: '#ffffff',
  grey: '#b8b8c8',
  purple: '#8e6ccf',
  cream: '#fff3d6',
};
const C = PALETTE;

const eyes = (x1: number, x2: number, y: number, r = 4) =>
  `<circle cx="${x1}" cy="${y}" r="${r}" fill="${C.ink}"/><circle cx="${x2}" cy="${y}" r="${r}" fill="${C.ink}"/>`;
const smile = (x: number, y: number, w = 10) =>
  `<path d="M${x - w} ${y}q${w} ${w * 0.8} ${w * 2} 0" fill="none" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>`;

const DRAWINGS: Record<string, string> = {
  cat: `<path d="M30 50 L36 22 L52 40 Z M90 50 L84 22 L68 40 Z" fill="${C.orange}"/><circle cx="60" cy="64" r="34" fill="${C.orange}"/>${eyes(48, 72, 60)}<circle cx="60" cy="72" r="4" fill="${C.pink}"/><path d="M26 70h18M26 78h18M76 70h18M76 78h18" stroke="${C.ink}" stroke-width="2"/>`,
  dog: `<ellipse cx="30" cy="58" rx="12" ry="24" fill="${C.brown}"/><ellipse cx="90" cy="58" rx="12" ry="24" fill="${C.brown}"/><circle cx="60" cy="62" r="32" fill="${C.cream}"/>${eyes(48, 72, 56)}<ellipse cx="60" cy="72" rx="8" ry="6" fill="${C.ink}"/>${smile(60, 82, 8)}`,
  pig: `<path d="M32 40 L40 24 L50 38 Z M88 40 L80 24 L70 38 Z" fill="${C.pink}"/><circle cx="60" cy="64" r="34" fill="${C.pink}"/>${eyes(46, 74, 56)}<ellipse cx="60" cy="74" rx="14" ry="10" fill="#f48aa4"/><circle cx="55" cy="74" r="3" fill="${C.ink}"/><circle cx="65" cy="74" r="3" fill="${C.ink}"/>`,
  fish: `<path d="M92 60 L112 42 L112 78 Z" fill="${C.blue}"/><ellipse cx="58" cy="60" rx="40" ry="26" fill="${C.blue}"/><circle cx="36" cy="54" r="5" fill="${C.white}"/><circle cx="36" cy="54" r="2.5" fill="${C.ink}"/><path d="M62 44q10 16 0 32" fill="none" stroke="${C.sky}" stroke-width="4"/>`,
  bird: `<circle cx="60" cy="64" r="30" fill="${C.yellow}"/><path d="M60 64 q22 -6 30 14 q-22 6 -30 -14z" fill="${C.orange}"/><path d="M30 58 L14 64 L30 68 Z" fill="${C.orange}"/><circle cx="44" cy="54" r="4" fill="${C.ink}"/><path d="M52 94 v10 M68 94 v10" stroke="${C.orange}" stroke-width="4"/>`,
  duck: `<ellipse cx="66" cy="80" rx="38" ry="22" fill="${C.yellow}"/><circle cx="44" cy="46" r="20" fill="${C.yellow}"/><path d="M24 46 L8 50 L24 56 Z" fill="${C.orange}"/><circle cx="40" cy="42" r="3.5" fill="${C.ink}"/><path d="M70 76 q14 -8 24 4" fill="none" stroke="${C.orange}" stroke-width="4"/>`,
  frog: `<circle cx="42" cy="36" r="14" fill="${C.green}"/><circle cx="78" cy="36" r="14" fill="${C.green}"/><ellipse cx="60" cy="70" rx="42" ry="30" fill="${C.green}"/><circle cx="42" cy="36" r="7" fill="${C.white}"/><circle cx="78" cy="36" r="7" fill="${C.white}"/><circle cx="42" cy="36" r="3.5" fill="${C.ink}"/><circle cx="78" cy="36" r="3.5" fill="${C.ink}"/>${smile(60, 72, 18)}`,
  rabbit: `<ellipse cx="46" cy="30" rx="9" ry="26" fill="${C.white}" stroke="${C.grey}" stroke-width="3"/><ellipse cx="74" cy="30" rx="9" ry="26" fill="${C.white}" stroke="${C.grey}" stroke-width="3"/><circle cx="60" cy="74" r="32" fill="${C.white}" stroke="${C.grey}" stroke-width="3"/>${eyes(48, 72, 68)}<circle cx="60" cy="80" r="4" fill="${C.pink}"/>`,
  lion: `<circle cx="60" cy="60" r="46" fill="${C.orange}"/><circle cx="60" cy="62" r="30" fill="${C.yellow}"/>${eyes(49, 71, 56)}<path d="M54 68 h12 l-6 6 z" fill="${C.ink}"/>${smile(60, 80, 7)}`,
  turtle: `<ellipse cx="60" cy="66" rx="40" ry="26" fill="${C.leaf}"/><path d="M36 66 h48 M48 48 l-6 36 M72 48 l6 36" stroke="${C.green}" stroke-width="4"/><circle cx="106" cy="62" r="11" fill="${C.green}"/><circle cx="109" cy="59" r="2.5" fill="${C.ink}"/><ellipse cx="36" cy="92" rx="8" ry="6" fill="${C.green}"/><ellipse cx="84" cy="92" rx="8" ry="6" fill="${C.green}"/>`,
  apple: `<circle cx="60" cy="68" r="36" fill="${C.red}"/><path d="M60 34 q2 -14 10 -18" fill="none" stroke="${C.brown}" stroke-width="5" stroke-linecap="round"/><path d="M64 30 q18 -12 26 2 q-16 10 -26 -2z" fill="${C.green}"/><ellipse cx="46" cy="58" rx="7" ry="11" fill="#ff8a8a"/>`,
  egg: `<ellipse cx="60" cy="66" rx="32" ry="42" fill="${C.cream}" stroke="${C.grey}" stroke-width="3"/><ellipse cx="50" cy="52" rx="6" ry="10" fill="${C.white}"/>`,
  cake: `<rect x="24" y="56" width="72" height="44" rx="8" fill="${C.pink}"/><rect x="24" y="56" width="72" height="14" rx="7" fill="${C.white}"/><rect x="57" y="30" width="6" height="24" fill="${C.blue}"/><path d="M60 18 q8 8 0 14 q-8 -6 0 -14z" fill="${C.yellow}"/>`,
  milk: `<path d="M38 40 h44 v64 h-44z" fill="${C.white}" stroke="${C.grey}" stroke-width="3"/><path d="M38 40 l8 -20 h28 l8 20z" fill="${C.blue}"/><rect x="46" y="60" width="28" height="22" rx="4" fill="${C.sky}"/>`,
  banana: `<path d="M24 40 q10 60 74 50 q-6 12 -22 16 q-58 4 -60 -66z" fill="${C.yellow}" stroke="#d9a400" stroke-width="3"/><path d="M24 40 l-4 -10" stroke="${C.brown}" stroke-width="5" stroke-linecap="round"/>`,
  grapes: `${[
    [48, 44],
    [72, 44],
    [60, 56],
    [36, 56],
    [84, 56],
    [48, 68],
    [72, 68],
    [60, 80],
    [60, 96],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${C.purple}"/>`)
    .join(
      '',
    )}<path d="M60 32 v-14" stroke="${C.brown}" stroke-width="5"/><path d="M62 24 q16 -10 24 2 q-14 8 -24 -2z" fill="${C.green}"/>`,
  carrot: `<path d="M44 44 L60 110 L76 44 Z" fill="${C.orange}"/><path d="M52 60h10M56 78h10M58 94h6" stroke="#d9761f" stroke-width="3"/><path d="M60 44 q-16 -22 -8 -30 q8 14 8 30 q0 -18 12 -28 q4 14 -12 28" fill="${C.green}"/>`,
  pizza: `<path d="M60 16 L104 100 Q60 116 16 100 Z" fill="${C.yellow}" stroke="#d9a400" stroke-width="4"/><circle cx="58" cy="58" r="7" fill="${C.red}"/><circle cx="44" cy="86" r="7" fill="${C.red}"/><circle cx="76" cy="88" r="7" fill="${C.red}"/>`,
  ball: `<circle cx="60" cy="60" r="42" fill="${C.red}"/><path d="M18 60 h84" stroke="${C.white}" stroke-width="8"/><path d="M60 18 q-24 42 0 84" fill="none" stroke="${C.yellow}" stroke-width="6"/>`,
  hat: `<ellipse cx="60" cy="86" rx="50" ry="12" fill="${C.blue}"/><path d="M32 86 q0 -56 28 -56 q28 0 28 56z" fill="${C.blue}"/><rect x="32" y="70" width="56" height="10" fill="${C.yellow}"/>`,
  cup: `<path d="M30 36 h52 l-6 66 h-40z" fill="${C.sky}" stroke="${C.blue}" stroke-width="4"/><path d="M82 50 q22 0 18 22 q-4 14 -20 12" fill="none" stroke="${C.blue}" stroke-width="6"/>`,
  bag: `<rect x="22" y="40" width="76" height="62" rx="12" fill="${C.red}"/><path d="M42 40 q0 -24 18 -24 q18 0 18 24" fill="none" stroke="${C.ink}" stroke-width="6"/><rect x="40" y="60" width="40" height="20" rx="5" fill="${C.yellow}"/>`,
  book: `<path d="M60 30 q-20 -10 -44 -4 v70 q24 -6 44 4z" fill="${C.blue}"/><path d="M60 30 q20 -10 44 -4 v70 q-24 -6 -44 4z" fill="${C.sky}"/><path d="M60 30 v70" stroke="${C.ink}" stroke-width="3"/>`,
  car: `<path d="M14 76 v-16 q0 -6 8 -8 l16 -20 h44 l16 20 q10 2 10 10 v14z" fill="${C.red}"/><rect x="44" y="38" width="14" height="14" fill="${C.sky}"/><rect x="64" y="38" width="16" height="14" fill="${C.sky}"/><circle cx="36" cy="80" r="12" fill="${C.ink}"/><circle cx="86" cy="80" r="12" fill="${C.ink}"/>`,
  kite: `<path d="M60 10 L92 46 L60 90 L28 46 Z" fill="${C.yellow}" stroke="${C.orange}" stroke-width="3"/><path d="M60 10 v80 M28 46 h64" stroke="${C.orange}" stroke-width="3"/><path d="M60 90 q-10 10 0 14 q10 4 0 12" fill="none" stroke="${C.ink}" stroke-width="3"/>`,
  pencil: `<rect x="20" y="50" width="70" height="20" fill="${C.yellow}"/><path d="M90 50 L110 60 L90 70 Z" fill="${C.cream}"/><path d="M104 57 L110 60 L104 63 Z" fill="${C.ink}"/><rect x="10" y="50" width="12" height="20" fill="${C.pink}"/>`,
  clock: `<circle cx="60" cy="60" r="44" fill="${C.white}" stroke="${C.blue}" stroke-width="8"/><path d="M60 60 V32 M60 60 H80" stroke="${C.ink}" stroke-width="5" stroke-linecap="round"/><circle cx="60" cy="60" r="5" fill="${C.red}"/>`,
  umbrella: `<path d="M12 60 q48 -56 96 0 q-12 -8 -24 0 q-12 -8 -24 0 q-12 -8 -24 0 q-12 -8 -24 0z" fill="${C.purple}"/><path d="M60 58 v42 q0 10 -10 10 q-8 0 -8 -8" fill="none" stroke="${C.ink}" stroke-width="5" stroke-linecap="round"/>`,
  sun: `<circle cx="60" cy="60" r="28" fill="${C.yellow}"/>${Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const x1 = (60 + Math.cos(a) * 38).toFixed(1);
    const y1 = (60 + Math.sin(a) * 38).toFixed(1);
    const x2 = (60 + Math.cos(a) * 52).toFixed(1);
    const y2 = (60 + Math.sin(a) * 52).toFixed(1);
    return `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${C.orange}" stroke-width="6" stroke-linecap="round"/>`;
  }).join('')}${eyes(50, 70, 56, 3)}${smile(60, 66, 8)}`,
  star: `<path d="M60 12 L73 45 L108 46 L80 68 L90 102 L60 82 L30 102 L40 68 L12 46 L47 45 Z" fill="${C.yellow}" stroke="${C.orange}" stroke-width="3"/>`,
  moon: `<path d="M78 14 a48 48 0 1 0 26 78 a38 38 0 1 1 -26 -78z" fill="${C.yellow}"/>`,
  tree: `<rect x="52" y="70" width="16" height="40" fill="${C.brown}"/><circle cx="60" cy="50" r="34" fill="${C.green}"/><circle cx="42" cy="62" r="18" fill="${C.leaf}"/><circle cx="80" cy="60" r="16" fill="${C.leaf}"/>`,
  flower: `${[0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      return `<circle cx="${(60 + Math.cos(a) * 20).toFixed(1)}" cy="${(46 + Math.sin(a) * 20).toFixed(1)}" r="14" fill="${C.pink}"/>`;
    })
    .join(
      '',
    )}<circle cx="60" cy="46" r="11" fill="${C.yellow}"/><path d="M60 66 v46" stroke="${C.leaf}" stroke-width="5"/><path d="M60 92 q-18 -4 -22 -16 q16 0 22 16z" fill="${C.green}"/>`,
  cloud: `<g fill="${C.white}" stroke="${C.blue}" stroke-width="3"><circle cx="42" cy="66" r="22"/><circle cx="66" cy="52" r="26"/><circle cx="86" cy="70" r="18"/></g><rect x="30" y="66" width="66" height="22" fill="${C.white}"/>`,
  rainbow: `${[C.red, C.orange, C.yellow, C.green, C.blue, C.purple]
    .map(
      (color, i) =>
        `<path d="M${12 + i * 7} 96 a${48 - i * 7} ${48 - i * 7} 0 0 1 ${96 - i * 14} 0" fill="none" stroke="${color}" stroke-width="7"/>`,
    )
    .join('')}`,
  eye: `<path d="M10 60 q50 -50 100 0 q-50 50 -100 0z" fill="${C.white}" stroke="${C.ink}" stroke-width="4"/><circle cx="60" cy="60" r="18" fill="${C.blue}"/><circle cx="60" cy="60" r="8" fill="${C.ink}"/><circle cx="65" cy="55" r="3" fill="${C.white}"/>`,
  nose: `<path d="M60 16 q-6 40 -26 62 q-6 14 10 18 q8 -8 16 0 q8 -8 16 0 q16 -4 10 -18 q-20 -22 -26 -62z" fill="#f2b38a" stroke="${C.brown}" stroke-width="3"/>`,
  hand: `<path d="M36 110 v-40 l-12 -20 q-2 -8 6 -8 l14 16 v-42 q0 -8 8 -8 q8 0 8 8 v30 v-36 q0 -8 8 -8 q8 0 8 8 v36 v-30 q0 -8 8 -8 q8 0 8 8 v60 q0 24 -22 34z" fill="#f2b38a" stroke="${C.brown}" stroke-width="3"/>`,
  foot: `<path d="M44 20 h30 v60 q24 6 26 20 q0 10 -14 10 h-46 q-10 0 -10 -10z" fill="#f2b38a" stroke="${C.brown}" stroke-width="3"/>`,
};

/** Scenes for layout C (an example picture over text choices); untitled: a title would name what to find. */
const SCENES: Record<string, string> = {
  // A park with a tree, a ball and the sun.
  'scene-park': `<rect width="120" height="120" fill="${C.sky}"/><rect y="84" width="120" height="36" fill="${C.green}"/><g transform="translate(70 6) scale(.4)">${DRAWINGS.sun}</g><g transform="translate(4 30) scale(.55)">${DRAWINGS.tree}</g><g transform="translate(66 74) scale(.3)">${DRAWINGS.ball}</g>`,
  // A table with an apple, milk and a cake.
  'scene-kitchen': `<rect width="120" height="120" fill="${C.cream}"/><rect x="6" y="82" width="108" height="8" fill="${C.brown}"/><g transform="translate(4 46) scale(.32)">${DRAWINGS.apple}</g><g transform="translate(42 42) scale(.34)">${DRAWINGS.milk}</g><g transform="translate(78 46) scale(.32)">${DRAWINGS.cake}</g>`,
  // The night sky with the moon and stars.
  'scene-night': `<rect width="120" height="120" fill="#2b2d5c"/><g transform="translate(60 10) scale(.45)">${DRAWINGS.moon}</g><g transform="translate(10 20) scale(.22)">${DRAWINGS.star}</g><g transform="translate(30 70) scale(.18)">${DRAWINGS.star}</g><g transform="translate(80 80) scale(.2)">${DRAWINGS.star}</g>`,
  // A rainy day with a cloud and an umbrella.
  'scene-rain': `<rect width="120" height="120" fill="#dfe9f3"/><g transform="translate(10 0) scale(.7)">${DRAWINGS.cloud}</g><path d="M20 70l-4 10M40 74l-4 10M100 70l-4 10" stroke="${C.blue}" stroke-width="3"/><g transform="translate(40 58) scale(.45)">${DRAWINGS.umbrella}</g>`,
};

export function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" role="img"><title>${title}</title>${body}</svg>\n`;
}

/**
 * A test paper's drawing: no <title> or other words (they would name the answer, and the app gives the image its
 * alt text), so it is hidden from assistive technology when opened on its own.
 */
function paperSvg(body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" aria-hidden="true">${body}</svg>\n`;
}

function drawingOf(word: string): string {
  const body = DRAWINGS[word];
  if (!body) throw new Error(`no drawing for "${word}"`);
  return body;
}

/** The study bank's drawing of a word, titled with the word. */
export function pictureOf(word: string): string {
  return svg(word, drawingOf(word));
}

/** The test papers' drawing of a word. */
export function paperPictureOf(word: string): string {
  return paperSvg(drawingOf(word));
}

export const SCENE_NAMES = Object.keys(SCENES);

/** The test papers' drawing of a scene. */
export function sceneOf(name: string): string {
  const body = SCENES[name];
  if (!body) throw new Error(`no scene "${name}"`);
  return paperSvg(body);
}

export function hasPicture(word: string): boolean {
  return word in DRAWINGS;
}

/** The scene for layout C questions and the word it shows most clearly. */
export const SCENE_WORDS: Record<string, { word: string; ko: string }> = {
  'scene-park': { word: 'tree', ko: '공원 그림에서 나무를 찾아보세요.' },
  'scene-kitchen': { word: 'apple', ko: '탁자 위에서 사과를 찾아보세요.' },
  'scene-night': { word: 'moon', ko: '밤하늘에서 달을 찾아보세요.' },
  'scene-rain': { word: 'umbrella', ko: '비 오는 날의 우산을 찾아보세요.' },
};
