/**
 * The brand site's own illustrations (the home page's contest banner, promotion cards and popup): flat, friendly
 * scenes in the palette of the content drawings, with no words in them (the page gives each its alt text, so they
 * are aria-hidden when opened on their own). Written to content/media/site/<name>.svg, served at /content/site/.
 */
import { PALETTE as C } from '../pictures';

/** A picture: its canvas and its body. */
interface SitePicture {
  width: number;
  height: number;
  body: string;
}

const SKIN = '#f6c9a0';
const HAIR = '#5b3a29';

/** A smiling child, centred at (x, y) (the middle of the head), `scale` 1 about 120 px tall. */
function child(
  x: number,
  y: number,
  shirt: string,
  options: { scale?: number; wave?: boolean } = {},
): string {
  const s = options.scale ?? 1;
  const arm = options.wave
    ? `<path d="M16 34 q18 -18 22 -40" fill="none" stroke="${SKIN}" stroke-width="9" stroke-linecap="round"/>`
    : `<path d="M16 36 q14 12 20 30" fill="none" stroke="${SKIN}" stroke-width="9" stroke-linecap="round"/>`;
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-24 30 q24 -10 48 0 l6 52 h-60 z" fill="${shirt}"/>` +
    `<path d="M-16 36 q-14 12 -20 30" fill="none" stroke="${SKIN}" stroke-width="9" stroke-linecap="round"/>${arm}` +
    `<rect x="-18" y="80" width="14" height="26" rx="6" fill="${C.ink}"/><rect x="4" y="80" width="14" height="26" rx="6" fill="${C.ink}"/>` +
    `<circle cx="0" cy="0" r="26" fill="${SKIN}"/>` +
    `<path d="M-26 -2 q2 -30 26 -30 q24 0 26 30 q-10 -14 -26 -16 q-16 2 -26 16z" fill="${HAIR}"/>` +
    `<circle cx="-9" cy="2" r="3.5" fill="${C.ink}"/><circle cx="9" cy="2" r="3.5" fill="${C.ink}"/>` +
    `<circle cx="-15" cy="10" r="4" fill="${C.pink}" opacity=".7"/><circle cx="15" cy="10" r="4" fill="${C.pink}" opacity=".7"/>` +
    `<path d="M-8 12 q8 8 16 0" fill="none" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>` +
    `</g>`
  );
}

function star(x: number, y: number, r: number, fill: string = C.yellow): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(x + Math.cos(a) * radius).toFixed(1)},${(y + Math.sin(a) * radius).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}"/>`;
}

function cloud(x: number, y: number, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})" fill="${C.white}">` +
    `<circle cx="0" cy="0" r="22"/><circle cx="26" cy="-10" r="28"/><circle cx="54" cy="0" r="20"/>` +
    `<rect x="0" y="0" width="54" height="20"/></g>`
  );
}

/** A speech bubble with three letter-like blocks in it (no real words). */
function bubble(x: number, y: number, fill: string): string {
  return (
    `<g transform="translate(${x} ${y})"><path d="M0 0 h110 q14 0 14 14 v44 q0 14 -14 14 h-70 l-18 18 v-18 h-22 q-14 0 -14 -14 v-44 q0 -14 14 -14z" fill="${C.white}"/>` +
    `<rect x="16" y="24" width="24" height="24" rx="6" fill="${fill}"/><rect x="48" y="24" width="24" height="24" rx="6" fill="${C.yellow}"/>` +
    `<rect x="80" y="24" width="24" height="24" rx="6" fill="${C.green}"/></g>`
  );
}

function book(x: number, y: number, cover: string, s = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 10 q30 -14 60 0 v70 q-30 -14 -60 0z" fill="${cover}"/>` +
    `<path d="M60 10 q30 -14 60 0 v70 q-30 -14 -60 0z" fill="${C.white}" stroke="${C.grey}" stroke-width="2"/><path d="M60 10 v70" stroke="${C.ink}" stroke-width="3"/>` +
    `<path d="M72 26 h34 M72 40 h34 M72 54 h24" stroke="${C.grey}" stroke-width="4" stroke-linecap="round"/></g>`
  );
}

const PICTURES: Record<string, SitePicture> = {
  // The contest banner: two children on a stage with a microphone, a trophy, stars and a curtain.
  'contest-banner': {
    width: 960,
    height: 400,
    body:
      `<rect width="960" height="400" fill="#5e44b4"/>` +
      `<path d="M0 0 h180 q-40 120 0 400 h-180z M960 0 h-180 q40 120 0 400 h180z" fill="${C.red}"/>` +
      `<path d="M0 0 h960 v40 q-60 30 -120 0 q-60 30 -120 0 q-60 30 -120 0 q-60 30 -120 0 q-60 30 -120 0 q-60 30 -120 0 q-60 30 -120 0 q-60 30 -120 0z" fill="#d94646"/>` +
      `<ellipse cx="480" cy="360" rx="360" ry="48" fill="#7a5fd0"/>` +
      `<path d="M300 80 L240 360 h120z M660 80 L600 360 h120z" fill="${C.yellow}" opacity=".18"/>` +
      star(250, 110, 18) +
      star(720, 96, 22) +
      star(560, 70, 12, C.pink) +
      star(380, 62, 10, C.white) +
      star(820, 200, 12, C.white) +
      child(400, 190, C.orange, { wave: true }) +
      child(560, 196, C.blue, { scale: 0.95 }) +
      `<g transform="translate(470 170)"><rect x="-4" y="20" width="8" height="120" fill="${C.grey}"/><ellipse cx="0" cy="12" rx="12" ry="16" fill="${C.ink}"/><rect x="-22" y="138" width="44" height="8" rx="4" fill="${C.grey}"/></g>` +
      `<g transform="translate(150 250)"><path d="M-30 -40 h60 v20 q0 36 -30 40 q-30 -4 -30 -40z" fill="${C.yellow}"/>` +
      `<path d="M-30 -30 q-24 0 -20 18 q4 14 22 12 M30 -30 q24 0 20 18 q-4 14 -22 12" fill="none" stroke="${C.yellow}" stroke-width="6"/>` +
      `<rect x="-6" y="20" width="12" height="26" fill="${C.orange}"/><rect x="-24" y="44" width="48" height="14" rx="4" fill="${C.brown}"/></g>` +
      `<g transform="translate(820 290)">${bubble(-70, -70, C.red)}</g>`,
  },
  // The level test: a child with a pencil next to a sheet with check marks and a star.
  'promo-level-test': {
    width: 480,
    height: 300,
    body:
      `<rect width="480" height="300" fill="${C.sky}"/>` +
      cloud(40, 60, 0.9) +
      cloud(340, 44, 0.7) +
      `<rect y="240" width="480" height="60" fill="${C.green}"/>` +
      `<g transform="translate(250 60) rotate(4)"><rect width="160" height="200" rx="12" fill="${C.white}"/>` +
      [40, 90, 140]
        .map(
          (y) =>
            `<circle cx="30" cy="${y}" r="14" fill="${C.cream}"/><path d="M22 ${y} l6 7 l12 -14" fill="none" stroke="${C.green}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><path d="M56 ${y} h80" stroke="${C.grey}" stroke-width="8" stroke-linecap="round"/>`,
        )
        .join('') +
      `</g>` +
      star(420, 70, 26) +
      child(150, 130, C.purple, { wave: true }) +
      `<g transform="translate(184 122) rotate(200)"><rect width="12" height="60" fill="${C.yellow}"/><path d="M0 60 l6 14 l6 -14z" fill="${C.cream}"/><rect y="-8" width="12" height="10" fill="${C.pink}"/></g>`,
  },
  // The free experience class: a child with headphones and an open picture book.
  'promo-experience': {
    width: 480,
    height: 300,
    body:
      `<rect width="480" height="300" fill="${C.cream}"/>` +
      `<circle cx="400" cy="70" r="40" fill="${C.yellow}"/>` +
      `<rect y="236" width="480" height="64" fill="${C.orange}" opacity=".35"/>` +
      child(170, 120, C.green) +
      `<path d="M142 104 q28 -56 56 0" fill="none" stroke="${C.ink}" stroke-width="7"/><rect x="134" y="96" width="14" height="24" rx="6" fill="${C.red}"/><rect x="192" y="96" width="14" height="24" rx="6" fill="${C.red}"/>` +
      book(250, 150, C.blue) +
      `<path d="M300 110 q10 -20 24 -6 M330 96 q14 -22 28 -4" fill="none" stroke="${C.purple}" stroke-width="5" stroke-linecap="round"/>` +
      star(70, 70, 16, C.pink) +
      star(420, 180, 12),
  },
  // The branch finder: a small school house with a map pin over a green town.
  'promo-branch': {
    width: 480,
    height: 300,
    body:
      `<rect width="480" height="300" fill="#dff3e4"/>` +
      `<path d="M0 220 q120 -40 240 0 q120 40 240 0 v80 h-480z" fill="${C.green}"/>` +
      `<path d="M40 260 q160 -60 400 -20" fill="none" stroke="${C.white}" stroke-width="14" stroke-linecap="round" stroke-dasharray="2 26"/>` +
      `<g transform="translate(170 110)"><rect width="140" height="100" fill="${C.white}"/><path d="M-14 4 L70 -56 L154 4z" fill="${C.red}"/>` +
      `<rect x="56" y="50" width="28" height="50" fill="${C.brown}"/><rect x="16" y="24" width="28" height="24" fill="${C.sky}"/><rect x="96" y="24" width="28" height="24" fill="${C.sky}"/>` +
      `<circle cx="70" cy="-18" r="12" fill="${C.yellow}"/></g>` +
      `<g transform="translate(360 50)"><path d="M0 70 q-40 -40 -40 -66 a40 40 0 0 1 80 0 q0 26 -40 66z" fill="${C.purple}"/><circle cx="0" cy="4" r="16" fill="${C.white}"/></g>` +
      `<g transform="translate(80 150)"><rect x="-6" y="20" width="12" height="40" fill="${C.brown}"/><circle r="30" fill="${C.leaf}"/></g>` +
      cloud(60, 50, 0.7),
  },
  // The new-semester popup: a child with a backpack under cherry blossoms.
  'popup-new-semester': {
    width: 400,
    height: 400,
    body:
      `<rect width="400" height="400" fill="#fde7ef"/>` +
      `<rect y="300" width="400" height="100" fill="${C.green}"/>` +
      `<g transform="translate(70 150)"><rect x="-8" y="0" width="16" height="160" fill="${C.brown}"/>` +
      `<circle cx="-30" cy="-20" r="44" fill="${C.pink}"/><circle cx="30" cy="-36" r="48" fill="#f48aa4"/><circle cx="10" cy="20" r="40" fill="${C.pink}"/></g>` +
      [
        [180, 60],
        [250, 110],
        [320, 70],
        [210, 170],
        [350, 160],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${C.pink}"/>`)
        .join('') +
      `<rect x="218" y="222" width="44" height="56" rx="10" fill="${C.yellow}"/>` +
      child(250, 210, C.blue, { scale: 1.1, wave: true }) +
      book(90, 320, C.red, 0.5),
  },
};

/** The names of the site's pictures (content/media/site/<name>.svg). */
export const SITE_PICTURE_NAMES = Object.keys(PICTURES);

/** The SVG of one of the site's pictures. */
export function sitePictureOf(name: string): string {
  const picture = PICTURES[name];
  if (!picture) throw new Error(`no site picture "${name}"`);
  const { width, height, body } = picture;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">${body}</svg>\n`;
}
