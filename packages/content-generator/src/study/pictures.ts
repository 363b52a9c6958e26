/**
 * Drawings of the study bank: the test papers' drawings (../pictures.ts) where a word has one, plus our own flat,
 * rounded shapes for the study words (people, faces, colours, numbers, clothes, home, transport...) in the same
 * palette and 120 × 120 canvas. Several are drawn from small parametric helpers, so they share one style.
 */
import { hasPicture, PALETTE as C, pictureOf, svg } from '../pictures';

const SKIN = '#f6c9a0';
const stroke = (width: number, colour: string = C.ink) =>
  `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

interface Person {
  x: number;
  y: number;
  scale: number;
  shirt: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'pigtails' | 'bald' | 'baby';
  glasses?: boolean;
}

/** A friendly person from the shoulders up (head centred at x, y; scale 1 is about 50 px tall). */
function person({ x, y, scale, shirt, hair, style, glasses }: Person): string {
  const hairShapes: Record<Person['style'], string> = {
    short: `<path d="M-19 -4 q0 -22 19 -22 q19 0 19 22 q-6 -12 -19 -12 q-13 0 -19 12z" fill="${hair}"/>`,
    long: `<path d="M-22 22 v-24 q0 -24 22 -24 q22 0 22 24 v24 h-8 v-22 q-6 -14 -14 -14 q-8 0 -14 14 v22z" fill="${hair}"/>`,
    bun: `<circle cx="0" cy="-26" r="9" fill="${hair}"/><path d="M-19 -2 q0 -22 19 -22 q19 0 19 22 q-8 -12 -19 -12 q-11 0 -19 12z" fill="${hair}"/>`,
    pigtails: `<circle cx="-23" cy="-4" r="8" fill="${hair}"/><circle cx="23" cy="-4" r="8" fill="${hair}"/><path d="M-19 -4 q0 -22 19 -22 q19 0 19 22 q-6 -12 -19 -12 q-13 0 -19 12z" fill="${hair}"/>`,
    bald: `<path d="M-19 2 q-2 -10 4 -14 M19 2 q2 -10 -4 -14" ${stroke(5, hair)}/>`,
    baby: `<path d="M0 -20 q6 -6 2 -10" ${stroke(3, hair)}/>`,
  };
  const specs = glasses
    ? `<circle cx="-7" cy="-1" r="6" ${stroke(2)}/><circle cx="7" cy="-1" r="6" ${stroke(2)}/>`
    : '';
  return `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M-26 50 q0 -30 26 -30 q26 0 26 30z" fill="${shirt}"/>${
    style === 'long' ? hairShapes.long : ''
  }<circle cx="0" cy="0" r="20" fill="${SKIN}"/>${style === 'long' ? '' : hairShapes[style]}<circle cx="-7" cy="-1" r="2.6" fill="${C.ink}"/><circle cx="7" cy="-1" r="2.6" fill="${C.ink}"/>${specs}<path d="M-6 8 q6 6 12 0" ${stroke(2.4)}/><circle cx="-12" cy="6" r="3" fill="${C.pink}"/><circle cx="12" cy="6" r="3" fill="${C.pink}"/></g>`;
}

const PEOPLE: Record<string, Omit<Person, 'x' | 'y' | 'scale'>> = {
  mom: { shirt: C.pink, hair: C.brown, style: 'long' },
  dad: { shirt: C.blue, hair: C.ink, style: 'short' },
  brother: { shirt: C.green, hair: C.ink, style: 'short' },
  sister: { shirt: C.yellow, hair: C.brown, style: 'pigtails' },
  grandma: { shirt: C.purple, hair: C.grey, style: 'bun', glasses: true },
  grandpa: { shirt: C.brown, hair: C.grey, style: 'bald', glasses: true },
  teacher: { shirt: C.orange, hair: C.brown, style: 'bun', glasses: true },
};

/** A round face with a mouth, brows and extras: the feelings. */
function face(mouth: string, extra = '', colour: string = C.yellow, eyesShape?: string): string {
  const eyesDefault = `<circle cx="46" cy="52" r="5" fill="${C.ink}"/><circle cx="74" cy="52" r="5" fill="${C.ink}"/>`;
  return `<circle cx="60" cy="62" r="44" fill="${colour}"/>${eyesShape ?? eyesDefault}${mouth}${extra}`;
}

const FACES: Record<string, string> = {
  happy: face(
    `<path d="M40 72 q20 22 40 0z" fill="${C.ink}"/>`,
    `<circle cx="36" cy="70" r="5" fill="${C.pink}"/><circle cx="84" cy="70" r="5" fill="${C.pink}"/>`,
  ),
  sad: face(
    `<path d="M44 86 q16 -14 32 0" ${stroke(4)}/>`,
    `<path d="M42 60 q-4 10 0 14 q4 -4 0 -14z" fill="${C.blue}"/>`,
  ),
  angry: face(
    `<path d="M44 86 q16 -12 32 0" ${stroke(4)}/>`,
    `<path d="M38 40 l16 8 M82 40 l-16 8" ${stroke(4)}/>`,
    '#ff9a76',
  ),
  tired: face(
    `<path d="M48 84 h24" ${stroke(4)}/>`,
    '',
    C.yellow,
    `<path d="M40 54 h12 M68 54 h12" ${stroke(4)}/>`,
  ),
  hungry: face(
    `<ellipse cx="60" cy="82" rx="12" ry="10" fill="${C.ink}"/><ellipse cx="60" cy="88" rx="7" ry="4" fill="${C.red}"/>`,
    `<path d="M96 30 q-8 8 0 16 q8 -8 0 -16z" fill="${C.sky}"/>`,
  ),
  scared: face(
    `<path d="M44 84 q4 -6 8 0 q4 6 8 0 q4 -6 8 0 q4 6 8 0" ${stroke(3)}/>`,
    '',
    '#d9f0ff',
    `<circle cx="46" cy="52" r="8" fill="${C.white}" stroke="${C.ink}" stroke-width="2"/><circle cx="74" cy="52" r="8" fill="${C.white}" stroke="${C.ink}" stroke-width="2"/><circle cx="46" cy="52" r="3" fill="${C.ink}"/><circle cx="74" cy="52" r="3" fill="${C.ink}"/>`,
  ),
  sleepy: face(
    `<ellipse cx="60" cy="82" rx="6" ry="5" fill="${C.ink}"/>`,
    `<path d="M88 14 h12 l-12 14 h12 M102 32 h8 l-8 9 h8" ${stroke(3, C.blue)}/>`,
    C.yellow,
    `<path d="M40 54 q6 6 12 0 M68 54 q6 6 12 0" ${stroke(3.5)}/>`,
  ),
  surprised: face(
    `<ellipse cx="60" cy="84" rx="9" ry="12" fill="${C.ink}"/>`,
    `<path d="M38 36 q8 -6 16 0 M66 36 q8 -6 16 0" ${stroke(3.5)}/>`,
  ),
};

const COLOURS: Record<string, string> = {
  red: C.red,
  blue: C.blue,
  yellow: C.yellow,
  green: C.green,
  pink: C.pink,
  orange: C.orange,
  purple: C.purple,
  brown: C.brown,
  black: C.ink,
  white: C.white,
};

/** A paint splash in the colour (white gets an outline). */
function splash(colour: string): string {
  const outline = colour === C.white ? ` stroke="${C.grey}" stroke-width="3"` : '';
  return `<g fill="${colour}"${outline}><path d="M60 18 q16 0 20 14 q14 -6 20 8 q6 14 -6 22 q12 10 4 24 q-8 12 -22 6 q-4 14 -18 14 q-14 0 -18 -14 q-14 6 -22 -6 q-8 -14 4 -24 q-12 -8 -6 -22 q6 -14 20 -8 q4 -14 20 -14z"/><circle cx="104" cy="20" r="6"/><circle cx="16" cy="104" r="5"/></g>`;
}

const NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const DOT_COLOURS = [C.red, C.orange, C.yellow, C.green, C.blue, C.purple, C.pink];

/** n dots in rows of up to five: counting without letters. */
function dots(n: number): string {
  const rows = n > 5 ? [5, n - 5] : [n];
  return rows
    .map((count, row) => {
      const y = rows.length === 1 ? 60 : 40 + row * 40;
      const big = n <= 3;
      return Array.from({ length: count }, (_, i) => {
        const x = 60 + (i - (count - 1) / 2) * (big ? 34 : 22);
        const colour = DOT_COLOURS[(row * 5 + i) % DOT_COLOURS.length] ?? C.red;
        return `<circle cx="${x}" cy="${y}" r="${big ? 14 : 10}" fill="${colour}"/>`;
      }).join('');
    })
    .join('');
}

/** A child in a pose, with a few marks that tell the action. */
function kid(arms: string, legs: string, extra = '', dy = 0): string {
  return `<g transform="translate(0 ${dy})"><path d="${arms}" ${stroke(7, SKIN)}/><path d="${legs}" ${stroke(8, C.blue)}/><rect x="46" y="44" width="28" height="32" rx="10" fill="${C.red}"/><circle cx="60" cy="30" r="15" fill="${SKIN}"/><path d="M45 28 q0 -17 15 -17 q15 0 15 17 q-5 -9 -15 -9 q-10 0 -15 9z" fill="${C.ink}"/><circle cx="54" cy="30" r="2.2" fill="${C.ink}"/><circle cx="66" cy="30" r="2.2" fill="${C.ink}"/><path d="M55 36 q5 4 10 0" ${stroke(2)}/></g>${extra}`;
}

const NOTE = (x: number, y: number) =>
  `<g fill="${C.purple}"><ellipse cx="${x}" cy="${y}" rx="6" ry="4.5"/><rect x="${x + 4}" y="${y - 20}" width="3" height="20"/></g>`;

function look(name: string): Omit<Person, 'x' | 'y' | 'scale'> {
  const found = PEOPLE[name];
  if (!found) throw new Error(`no person "${name}"`);
  return found;
}

const DRAWINGS: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(PEOPLE).map(([name, look]) => [name, person({ ...look, x: 60, y: 54, scale: 1.25 })]),
  ),
  baby: `${person({ x: 60, y: 58, scale: 1.3, shirt: C.sky, hair: C.brown, style: 'baby' })}<circle cx="60" cy="76" r="4" fill="${C.white}" stroke="${C.grey}" stroke-width="2"/>`,
  family: `${person({ ...look('dad'), x: 30, y: 48, scale: 0.95 })}${person({ ...look('mom'), x: 90, y: 48, scale: 0.95 })}${person({ ...look('sister'), x: 60, y: 78, scale: 0.7 })}`,
  friend: `${person({ ...look('brother'), x: 36, y: 60, scale: 0.95 })}${person({ ...look('sister'), x: 84, y: 60, scale: 0.95 })}<path d="M50 104 h20" ${stroke(6, SKIN)}/>`,
  doll: `${person({ x: 60, y: 50, scale: 1.1, shirt: C.pink, hair: C.yellow, style: 'pigtails' })}<path d="M36 112 l8 -10 h32 l8 10z" fill="${C.pink}"/>`,
  ...FACES,
  ...Object.fromEntries(Object.entries(COLOURS).map(([name, colour]) => [name, splash(colour)])),
  ...Object.fromEntries(NUMBERS.map((name, i) => [name, dots(i + 1)])),
  monkey: `<circle cx="26" cy="56" r="14" fill="${C.brown}"/><circle cx="94" cy="56" r="14" fill="${C.brown}"/><circle cx="60" cy="58" r="36" fill="${C.brown}"/><ellipse cx="60" cy="68" rx="26" ry="22" fill="${C.cream}"/><circle cx="50" cy="56" r="4" fill="${C.ink}"/><circle cx="70" cy="56" r="4" fill="${C.ink}"/><path d="M50 76 q10 8 20 0" ${stroke(3)}/>`,
  elephant: `<ellipse cx="64" cy="66" rx="40" ry="30" fill="${C.grey}"/><circle cx="34" cy="50" r="22" fill="${C.grey}"/><ellipse cx="46" cy="48" rx="12" ry="16" fill="#d7d7e2"/><path d="M18 56 q-6 30 10 40" ${stroke(10, C.grey)}/><circle cx="28" cy="44" r="3.5" fill="${C.ink}"/><rect x="40" y="86" width="14" height="22" rx="5" fill="${C.grey}"/><rect x="76" y="86" width="14" height="22" rx="5" fill="${C.grey}"/>`,
  bread: `<path d="M22 54 q0 -26 38 -26 q38 0 38 26 q0 8 -8 10 v36 q0 6 -6 6 h-48 q-6 0 -6 -6 v-36 q-8 -2 -8 -10z" fill="#e6a55a"/><path d="M34 60 v36 q0 4 4 4 h44 q4 0 4 -4 v-36" fill="${C.cream}"/>`,
  water: `<path d="M34 24 h52 l-8 84 h-36z" fill="${C.white}" stroke="${C.blue}" stroke-width="4"/><path d="M38 52 h44 l-5 52 h-34z" fill="${C.sky}"/><path d="M60 62 q-8 12 0 16 q8 -4 0 -16z" fill="${C.blue}"/>`,
  rice: `<path d="M16 60 h88 q0 42 -44 42 q-44 0 -44 -42z" fill="${C.blue}"/><path d="M22 60 q4 -26 38 -26 q34 0 38 26z" fill="${C.white}" stroke="${C.grey}" stroke-width="2"/><path d="M44 48 l4 -2 M62 42 l4 2 M76 50 l4 -2" ${stroke(2, C.grey)}/>`,
  juice: `<path d="M36 30 h48 l-6 78 h-36z" fill="${C.orange}" stroke="${C.ink}" stroke-width="3"/><path d="M66 30 l10 -22 h10" ${stroke(4, C.red)}/><circle cx="48" cy="30" r="12" fill="${C.yellow}" stroke="${C.orange}" stroke-width="3"/>`,
  mouth: `<path d="M14 60 q46 -34 92 0 q-46 44 -92 0z" fill="${C.red}"/><path d="M24 60 q36 12 72 0 q-36 26 -72 0z" fill="${C.white}"/><path d="M14 60 q46 10 92 0" ${stroke(3, '#b23a3a')}/>`,
  ear: `<path d="M50 14 q40 0 40 40 q0 24 -18 32 q-8 4 -8 16 q0 10 -12 10 q-16 0 -16 -20 v-44 q0 -34 14 -34z" fill="${SKIN}" stroke="${C.brown}" stroke-width="3"/><path d="M56 36 q16 0 16 18 q0 12 -10 14" ${stroke(4, C.brown)}/>`,
  head: person({ x: 60, y: 56, scale: 1.6, shirt: C.green, hair: C.ink, style: 'short' }),
  hair: `<circle cx="60" cy="66" r="30" fill="${SKIN}"/><path d="M24 110 v-46 q0 -48 36 -48 q36 0 36 48 v46 h-14 v-52 q-8 -20 -22 -22 q-14 2 -22 22 v52z" fill="${C.brown}"/><circle cx="50" cy="66" r="3" fill="${C.ink}"/><circle cx="70" cy="66" r="3" fill="${C.ink}"/>`,
  shirt: `<path d="M40 20 l-28 16 l10 22 l14 -6 v56 h48 v-56 l14 6 l10 -22 l-28 -16 q-10 10 -20 10 q-10 0 -20 -10z" fill="${C.blue}"/><circle cx="60" cy="52" r="3" fill="${C.white}"/><circle cx="60" cy="68" r="3" fill="${C.white}"/>`,
  pants: `<path d="M30 16 h60 l8 92 h-26 l-12 -60 l-12 60 h-26z" fill="${C.blue}"/><rect x="30" y="16" width="60" height="10" fill="#2f7fb8"/>`,
  socks: `<path d="M22 16 h22 v50 l20 16 q8 8 0 16 q-8 8 -20 0 l-22 -20z" fill="${C.red}"/><path d="M70 16 h22 v50 l20 16 q8 8 0 16 q-8 8 -20 0 l-22 -20z" fill="${C.red}"/><path d="M22 26 h22 M70 26 h22" ${stroke(6, C.white)}/>`,
  shoes: `<path d="M10 70 q0 -20 20 -20 q12 0 14 12 q14 4 18 16 v10 h-52z" fill="${C.red}"/><path d="M58 80 q0 -20 20 -20 q12 0 14 12 q14 4 18 16 v10 h-52z" fill="${C.red}"/><path d="M10 84 h52 M58 94 h52" ${stroke(5, C.white)}/>`,
  dress: `<path d="M46 14 h28 l4 26 l26 64 q-44 10 -88 0 l26 -64z" fill="${C.pink}"/><path d="M42 44 h36" ${stroke(5, C.purple)}/>`,
  skirt: `<path d="M38 28 h44 l22 70 q-44 12 -88 0z" fill="${C.yellow}"/><rect x="38" y="24" width="44" height="10" rx="4" fill="${C.orange}"/><path d="M50 40 l-10 60 M60 40 v62 M70 40 l10 60" ${stroke(2, C.orange)}/>`,
  coat: `<path d="M40 14 l-22 14 v82 h36 v-70 h12 v70 h36 v-82 l-22 -14 l-10 20 h-20z" fill="${C.brown}"/><circle cx="48" cy="60" r="3.5" fill="${C.cream}"/><circle cx="48" cy="80" r="3.5" fill="${C.cream}"/><path d="M18 60 v40 M102 60 v40" ${stroke(3, '#7a4d2c')}/>`,
  gloves: `<path d="M20 108 v-34 q-8 -8 -4 -14 q6 -4 10 2 v-30 q0 -6 6 -6 q6 0 6 6 v-6 q0 -6 6 -6 q6 0 6 6 v44 h6 v34z" fill="${C.red}"/><path d="M62 108 v-34 q-8 -8 -4 -14 q6 -4 10 2 v-30 q0 -6 6 -6 q6 0 6 6 v-6 q0 -6 6 -6 q6 0 6 6 v44 h6 v34z" fill="${C.red}"/>`,
  rain: `<g fill="${C.white}" stroke="${C.blue}" stroke-width="3"><circle cx="42" cy="46" r="20"/><circle cx="66" cy="34" r="24"/><circle cx="86" cy="50" r="16"/></g><rect x="30" y="46" width="66" height="20" fill="${C.white}"/><path d="M36 80 l-6 14 M58 80 l-6 14 M80 80 l-6 14 M46 98 l-4 10 M70 98 l-4 10" ${stroke(4, C.blue)}/>`,
  snow: `<g ${stroke(6, C.blue)}><path d="M60 14 v92 M20 37 l80 46 M20 83 l80 -46"/><path d="M50 20 l10 10 l10 -10 M50 100 l10 -10 l10 10"/></g><circle cx="60" cy="60" r="8" fill="${C.white}" stroke="${C.blue}" stroke-width="4"/>`,
  wind: `<path d="M12 44 h60 q16 0 16 -14 q0 -12 -12 -12 q-10 0 -10 10 M12 64 h84 q14 0 14 14 q0 12 -12 12 q-10 0 -10 -10 M12 84 h40" ${stroke(6, C.blue)}/>`,
  hot: `<rect x="50" y="12" width="20" height="70" rx="10" fill="${C.white}" stroke="${C.ink}" stroke-width="3"/><rect x="55" y="30" width="10" height="56" rx="5" fill="${C.red}"/><circle cx="60" cy="92" r="16" fill="${C.red}" stroke="${C.ink}" stroke-width="3"/><path d="M86 24 q6 8 0 16 q-6 8 0 16 M100 30 q6 8 0 16" ${stroke(3, C.orange)}/>`,
  cold: `<rect x="50" y="12" width="20" height="70" rx="10" fill="${C.white}" stroke="${C.ink}" stroke-width="3"/><rect x="55" y="66" width="10" height="20" rx="5" fill="${C.blue}"/><circle cx="60" cy="92" r="16" fill="${C.blue}" stroke="${C.ink}" stroke-width="3"/><g ${stroke(3, C.blue)}><path d="M94 20 v24 M84 26 l20 12 M84 38 l20 -12"/></g>`,
  desk: `<rect x="12" y="42" width="96" height="12" rx="4" fill="${C.brown}"/><rect x="18" y="54" width="10" height="54" fill="${C.brown}"/><rect x="92" y="54" width="10" height="54" fill="${C.brown}"/><rect x="56" y="54" width="36" height="24" rx="3" fill="#c98a55"/><circle cx="74" cy="66" r="3" fill="${C.cream}"/>`,
  chair: `<rect x="34" y="12" width="52" height="46" rx="8" fill="${C.green}"/><rect x="28" y="58" width="64" height="12" rx="4" fill="${C.leaf}"/><path d="M34 70 v38 M86 70 v38" ${stroke(8, C.leaf)}/>`,
  eraser: `<g transform="rotate(-20 60 60)"><rect x="22" y="42" width="76" height="36" rx="8" fill="${C.pink}"/><rect x="62" y="42" width="36" height="36" rx="8" fill="${C.blue}"/><rect x="62" y="42" width="10" height="36" fill="${C.blue}"/></g>`,
  crayon: `<g transform="rotate(-30 60 60)"><rect x="18" y="50" width="66" height="20" rx="4" fill="${C.purple}"/><path d="M84 50 l22 10 l-22 10z" fill="${C.purple}"/><path d="M30 50 v20 M72 50 v20" ${stroke(3, C.white)}/></g>`,
  ruler: `<g transform="rotate(-20 60 60)"><rect x="8" y="44" width="104" height="30" rx="4" fill="${C.yellow}" stroke="${C.orange}" stroke-width="3"/><path d="M20 44 v12 M32 44 v8 M44 44 v12 M56 44 v8 M68 44 v12 M80 44 v8 M92 44 v12 M104 44 v8" ${stroke(2, C.ink)}/></g>`,
  school: `<path d="M14 54 l46 -30 l46 30z" fill="${C.red}"/><rect x="20" y="54" width="80" height="56" fill="${C.cream}"/><rect x="50" y="80" width="20" height="30" rx="3" fill="${C.brown}"/><rect x="28" y="64" width="16" height="14" rx="2" fill="${C.sky}"/><rect x="76" y="64" width="16" height="14" rx="2" fill="${C.sky}"/><circle cx="60" cy="44" r="6" fill="${C.white}" stroke="${C.ink}" stroke-width="2"/><path d="M60 14 v-8 h14 v6 h-14" fill="${C.yellow}"/>`,
  robot: `<path d="M60 10 v12" ${stroke(4)}/><circle cx="60" cy="10" r="5" fill="${C.red}"/><rect x="34" y="22" width="52" height="38" rx="10" fill="${C.grey}"/><circle cx="48" cy="40" r="7" fill="${C.sky}" stroke="${C.ink}" stroke-width="2"/><circle cx="72" cy="40" r="7" fill="${C.sky}" stroke="${C.ink}" stroke-width="2"/><rect x="30" y="64" width="60" height="40" rx="10" fill="${C.blue}"/><rect x="48" y="74" width="24" height="14" rx="3" fill="${C.yellow}"/><path d="M30 76 h-14 M90 76 h14" ${stroke(6, C.grey)}/>`,
  teddy: `<circle cx="34" cy="30" r="12" fill="${C.brown}"/><circle cx="86" cy="30" r="12" fill="${C.brown}"/><circle cx="60" cy="46" r="28" fill="${C.brown}"/><ellipse cx="60" cy="56" rx="12" ry="9" fill="${C.cream}"/><circle cx="60" cy="52" r="4" fill="${C.ink}"/><circle cx="50" cy="40" r="3.5" fill="${C.ink}"/><circle cx="70" cy="40" r="3.5" fill="${C.ink}"/><ellipse cx="60" cy="94" rx="28" ry="22" fill="${C.brown}"/><ellipse cx="60" cy="96" rx="14" ry="12" fill="${C.cream}"/>`,
  blocks: `<rect x="14" y="66" width="40" height="40" rx="6" fill="${C.red}"/><rect x="58" y="66" width="40" height="40" rx="6" fill="${C.blue}"/><rect x="36" y="24" width="40" height="40" rx="6" fill="${C.yellow}"/><circle cx="56" cy="44" r="8" fill="${C.white}"/>`,
  balloon: `<ellipse cx="60" cy="46" rx="30" ry="36" fill="${C.red}"/><path d="M56 82 h8 l-4 6z" fill="${C.red}"/><path d="M60 88 q-10 10 0 16 q10 6 0 12" ${stroke(2.5)}/><ellipse cx="48" cy="34" rx="6" ry="10" fill="#ff8a8a"/>`,
  drum: `<path d="M20 44 v44 q40 18 80 0 v-44" fill="${C.red}"/><ellipse cx="60" cy="44" rx="40" ry="14" fill="${C.cream}" stroke="${C.ink}" stroke-width="3"/><path d="M22 52 l18 36 l20 -36 l20 36 l18 -36" ${stroke(3, C.yellow)}/><path d="M70 8 l-14 30 M94 12 l-22 26" ${stroke(5, C.brown)}/>`,
  house: `<path d="M14 58 l46 -40 l46 40z" fill="${C.red}"/><rect x="24" y="56" width="72" height="52" fill="${C.cream}"/><rect x="52" y="76" width="18" height="32" rx="3" fill="${C.brown}"/><rect x="30" y="66" width="16" height="16" rx="2" fill="${C.sky}"/><rect x="76" y="66" width="14" height="16" rx="2" fill="${C.sky}"/>`,
  bed: `<rect x="10" y="36" width="12" height="70" rx="4" fill="${C.brown}"/><rect x="98" y="60" width="12" height="46" rx="4" fill="${C.brown}"/><rect x="18" y="64" width="84" height="26" rx="6" fill="${C.blue}"/><rect x="24" y="52" width="26" height="16" rx="6" fill="${C.white}" stroke="${C.grey}" stroke-width="2"/><rect x="10" y="88" width="100" height="8" fill="${C.brown}"/>`,
  door: `<rect x="30" y="10" width="60" height="100" rx="6" fill="${C.brown}"/><rect x="38" y="20" width="44" height="36" rx="4" fill="#b97b4a"/><rect x="38" y="62" width="44" height="38" rx="4" fill="#b97b4a"/><circle cx="80" cy="62" r="4" fill="${C.yellow}"/>`,
  window: `<rect x="16" y="16" width="88" height="88" rx="6" fill="${C.sky}" stroke="${C.brown}" stroke-width="8"/><path d="M60 16 v88 M16 60 h88" ${stroke(6, C.brown)}/><path d="M26 40 l12 -12 M70 40 l12 -12" ${stroke(3, C.white)}/>`,
  table: `<rect x="8" y="46" width="104" height="12" rx="4" fill="${C.brown}"/><path d="M20 58 v48 M100 58 v48" ${stroke(8, C.brown)}/><g transform="translate(44 16) scale(.3)"><path d="M30 36 h52 l-6 66 h-40z" fill="${C.sky}" stroke="${C.blue}" stroke-width="4"/></g>`,
  sofa: `<rect x="18" y="34" width="84" height="40" rx="12" fill="${C.purple}"/><rect x="8" y="54" width="24" height="44" rx="10" fill="${C.purple}"/><rect x="88" y="54" width="24" height="44" rx="10" fill="${C.purple}"/><rect x="28" y="68" width="64" height="26" rx="6" fill="#a98ae0"/><path d="M20 98 v10 M100 98 v10" ${stroke(6, C.brown)}/>`,
  lamp: `<path d="M38 16 h44 l14 40 h-72z" fill="${C.yellow}"/><path d="M60 56 v40" ${stroke(6, C.ink)}/><ellipse cx="60" cy="102" rx="26" ry="8" fill="${C.ink}"/><path d="M20 66 l-8 6 M100 66 l8 6 M60 64 v0" ${stroke(3, C.orange)}/>`,
  leaf: `<path d="M20 100 q0 -80 84 -84 q0 84 -84 84z" fill="${C.green}"/><path d="M20 100 l60 -60 M44 76 h20 M60 60 v-16" ${stroke(4, C.leaf)}/>`,
  sea: `<rect width="120" height="120" rx="16" fill="${C.sky}"/><path d="M0 60 q15 -12 30 0 q15 12 30 0 q15 -12 30 0 q15 12 30 0 v60 h-120z" fill="${C.blue}"/><path d="M0 86 q15 -10 30 0 q15 10 30 0 q15 -10 30 0 q15 10 30 0" ${stroke(4, C.white)}/><g transform="translate(72 10) scale(.3)"><circle cx="60" cy="60" r="40" fill="${C.yellow}"/></g>`,
  mountain: `<path d="M4 108 l40 -70 l24 40 l16 -24 l32 54z" fill="${C.green}"/><path d="M44 38 l-10 18 h20z M84 54 l-8 12 h16z" fill="${C.white}"/><circle cx="96" cy="24" r="12" fill="${C.yellow}"/>`,
  grass: `<path d="M8 108 l10 -50 l8 50 l10 -64 l8 64 l10 -48 l8 48 l10 -60 l8 60 l10 -44 l8 44 l10 -56 l6 56z" fill="${C.green}"/><rect x="4" y="104" width="112" height="8" rx="4" fill="${C.leaf}"/>`,
  run: kid(
    'M48 50 l-16 12 M72 50 l14 -14',
    'M54 76 l-14 20 l-8 -4 M66 76 l14 14 l10 -6',
    `<path d="M6 40 h20 M2 56 h20 M8 72 h16" ${stroke(4, C.grey)}/>`,
  ),
  jump: kid(
    'M48 50 l-14 -16 M72 50 l14 -16',
    'M54 76 l-4 18 M66 76 l4 18',
    `<path d="M28 114 h64" ${stroke(4, C.green)}/><path d="M30 102 q-10 -10 0 -20 M90 102 q10 -10 0 -20" ${stroke(3, C.grey)}/>`,
    -6,
  ),
  swim: `<rect width="120" height="120" rx="16" fill="${C.sky}"/><circle cx="52" cy="52" r="15" fill="${SKIN}"/><path d="M37 50 q0 -17 15 -17 q15 0 15 17 q-5 -9 -15 -9 q-10 0 -15 9z" fill="${C.ink}"/><circle cx="47" cy="52" r="2.2" fill="${C.ink}"/><circle cx="57" cy="52" r="2.2" fill="${C.ink}"/><path d="M70 62 q14 -20 30 -10" ${stroke(7, SKIN)}/><path d="M0 66 q15 -10 30 0 q15 10 30 0 q15 -10 30 0 q15 10 30 0 v54 h-120z" fill="${C.blue}"/>`,
  sing: kid(
    'M48 50 l-10 10 l10 8 M72 50 l10 10 l-10 8',
    'M54 76 v28 M66 76 v28',
    `${NOTE(92, 30)}${NOTE(22, 40)}`,
  ),
  dance: kid(
    'M48 50 l-14 -18 M72 50 l16 4',
    'M54 76 l-10 26 M66 76 l16 18',
    `${NOTE(96, 28)}${NOTE(18, 70)}`,
  ),
  bus: `<rect x="10" y="26" width="100" height="62" rx="12" fill="${C.yellow}"/><rect x="18" y="36" width="20" height="20" rx="3" fill="${C.sky}"/><rect x="44" y="36" width="20" height="20" rx="3" fill="${C.sky}"/><rect x="70" y="36" width="20" height="20" rx="3" fill="${C.sky}"/><rect x="94" y="36" width="10" height="34" rx="3" fill="${C.sky}"/><path d="M10 70 h100" ${stroke(4, C.orange)}/><circle cx="32" cy="90" r="11" fill="${C.ink}"/><circle cx="88" cy="90" r="11" fill="${C.ink}"/>`,
  bike: `<circle cx="30" cy="78" r="20" ${stroke(6)}/><circle cx="90" cy="78" r="20" ${stroke(6)}/><path d="M30 78 l20 -30 h30 l10 30 M50 48 l12 30 l18 -30 M44 40 h14 M80 48 l-4 -14 h10" ${stroke(5, C.red)}/>`,
  train: `<rect x="8" y="44" width="50" height="44" rx="6" fill="${C.red}"/><rect x="62" y="30" width="50" height="58" rx="6" fill="${C.blue}"/><rect x="72" y="40" width="30" height="20" rx="3" fill="${C.sky}"/><rect x="16" y="52" width="34" height="16" rx="3" fill="${C.sky}"/><rect x="94" y="14" width="10" height="16" fill="${C.ink}"/><circle cx="22" cy="94" r="9" fill="${C.ink}"/><circle cx="46" cy="94" r="9" fill="${C.ink}"/><circle cx="76" cy="94" r="9" fill="${C.ink}"/><circle cx="100" cy="94" r="9" fill="${C.ink}"/>`,
  boat: `<path d="M58 14 v64" ${stroke(4)}/><path d="M62 18 l34 50 h-34z" fill="${C.white}" stroke="${C.grey}" stroke-width="2"/><path d="M54 28 l-28 40 h28z" fill="${C.yellow}"/><path d="M12 78 h96 l-14 24 h-68z" fill="${C.red}"/><path d="M0 108 q15 -8 30 0 q15 8 30 0 q15 -8 30 0 q15 8 30 0" ${stroke(4, C.blue)}/>`,
  plane: `<path d="M10 64 q0 -10 20 -10 h64 q16 0 20 10 q-4 10 -20 10 h-64 q-20 0 -20 -10z" fill="${C.white}" stroke="${C.blue}" stroke-width="3"/><path d="M54 56 l-10 -36 h12 l24 36z M54 72 l-10 30 h12 l24 -30z" fill="${C.blue}"/><path d="M14 56 l-4 -20 h10 l10 20z" fill="${C.red}"/><circle cx="96" cy="62" r="4" fill="${C.sky}"/><circle cx="82" cy="62" r="4" fill="${C.sky}"/>`,
  truck: `<rect x="8" y="30" width="66" height="54" rx="4" fill="${C.green}"/><path d="M74 48 h22 l16 18 v18 h-38z" fill="${C.orange}"/><rect x="80" y="54" width="14" height="12" rx="2" fill="${C.sky}"/><circle cx="28" cy="88" r="11" fill="${C.ink}"/><circle cx="90" cy="88" r="11" fill="${C.ink}"/>`,
  taxi: `<path d="M14 76 v-16 q0 -6 8 -8 l16 -20 h44 l16 20 q10 2 10 10 v14z" fill="${C.yellow}"/><rect x="48" y="20" width="24" height="10" rx="3" fill="${C.ink}"/><rect x="44" y="38" width="14" height="14" fill="${C.sky}"/><rect x="64" y="38" width="16" height="14" fill="${C.sky}"/><path d="M14 66 h96" ${stroke(3, C.ink)}/><circle cx="36" cy="80" r="12" fill="${C.ink}"/><circle cx="86" cy="80" r="12" fill="${C.ink}"/>`,
  morning: `<rect width="120" height="120" rx="16" fill="#ffe6b8"/><circle cx="60" cy="84" r="30" fill="${C.orange}"/><path d="M60 40 v-14 M30 54 l-10 -10 M90 54 l10 -10" ${stroke(5, C.orange)}/><rect y="84" width="120" height="36" rx="0" fill="${C.green}"/>`,
  night: `<rect width="120" height="120" rx="16" fill="#2b2d5c"/><path d="M78 20 a34 34 0 1 0 18 56 a27 27 0 1 1 -18 -56z" fill="${C.yellow}"/><circle cx="24" cy="30" r="3" fill="${C.white}"/><circle cx="40" cy="86" r="2.5" fill="${C.white}"/><circle cx="100" cy="100" r="3" fill="${C.white}"/>`,
  breakfast: `<circle cx="60" cy="62" r="48" fill="${C.white}" stroke="${C.grey}" stroke-width="3"/><path d="M36 60 q-4 -22 18 -22 q22 -4 24 16 q4 20 -18 22 q-20 4 -24 -16z" fill="${C.white}" stroke="${C.grey}" stroke-width="2"/><circle cx="56" cy="58" r="10" fill="${C.yellow}"/><rect x="70" y="66" width="26" height="22" rx="5" fill="#e6a55a"/>`,
};

/** True when the study bank or the papers' drawings have a picture of that name. */
export function hasStudyPicture(name: string): boolean {
  return name in DRAWINGS || hasPicture(name);
}

/** The SVG file of a picture (the study drawing wins; otherwise the papers' drawing). */
export function studyPictureOf(name: string): string {
  const body = DRAWINGS[name];
  if (body !== undefined) return svg(name, body);
  return pictureOf(name);
}
