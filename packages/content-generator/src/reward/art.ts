/**
 * The drawings of the reward area "buddymon": the seven lands' buddymon (three growth levels each), their
 * backgrounds and land cards, and the decorations, props, pets and medicine a child buys with coins. Flat, friendly
 * shapes in the warm palette of the content drawings (../pictures), one ink outline of the same weight on every
 * item, the same eyes on every creature. Items are drawn on a 120 × 120 square with a transparent background;
 * backgrounds and land cards fill a 400 × 400 square. The pet page stacks them on one square stage by percent
 * placement (catalog.ts), so a character's head top is at the same height at every level and a hat fits them all.
 */
import type { BuddyMood, Land } from '@buddy/domain';
import { PALETTE } from '../pictures';

const C = PALETTE;
const INK = C.ink;

/** The land colours added to the palette: each land's buddymon body and its scene's main tones. */
export const LAND_COLOURS = {
  cloud: '#f7fbff',
  sprout: '#a8e08a',
  fur: '#fdfdff',
  metal: '#cdd8e6',
  screen: '#eef8ff',
  teal: '#6fd0dc',
  fin: '#3aa9c4',
  teddy: '#e3a96b',
  lavender: '#b99ceb',
  cape: '#6a4fb0',
  night: '#3b2f6e',
  sea: '#56c1e3',
  sand: '#f6dca0',
  snow: '#eef6fd',
  gold: '#ffc933',
} as const;
const L = LAND_COLOURS;

/** A number as short SVG text (one decimal at most). */
const n = (value: number): string => String(Number(value.toFixed(1)) || 0);
/** The outline every item shares. */
const OUT = `stroke="${INK}" stroke-width="3" stroke-linejoin="round"`;
const LINE = `fill="none" stroke="${INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"${attrs ? ` ${attrs}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, attrs = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${attrs ? ` ${attrs}` : ''}/>`;
const rect = (x: number, y: number, w: number, h: number, r: number, attrs = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}"${attrs ? ` ${attrs}` : ''}/>`;
const path = (d: string, attrs = ''): string => `<path d="${d}"${attrs ? ` ${attrs}` : ''}/>`;
const fill = (colour: string, outlined = true): string => `fill="${colour}"${outlined ? ` ${OUT}` : ''}`;

/**
 * Several shapes (without fill or stroke) as one outlined silhouette: a thick ink pass under a fill pass, so where
 * the shapes overlap no seam shows.
 */
function merged(shapes: string, colour: string): string {
  return `<g fill="${INK}" stroke="${INK}" stroke-width="6" stroke-linejoin="round">${shapes}</g><g fill="${colour}">${shapes}</g>`;
}

/** The five-pointed star's outline around (cx, cy). */
function starPath(cx: number, cy: number, r: number, inner = 0.48): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${n(cx + Math.cos(angle) * radius)} ${n(cy + Math.sin(angle) * radius)}`;
  });
  return `M${points.join('L')}Z`;
}

/** The creatures' eyes (every buddymon and pet has these): dark ovals with a white shine, `s` their scale. */
function eyes(x1: number, x2: number, y: number, s = 1): string {
  return [x1, x2]
    .map(
      (x) =>
        ellipse(x, y, 4.5 * s, 6 * s, `fill="${INK}"`) +
        circle(x + 1.5 * s, y - 2.5 * s, 1.8 * s, `fill="${C.white}"`),
    )
    .join('');
}
const cheeks = (x1: number, x2: number, y: number, s = 1): string =>
  [x1, x2].map((x) => ellipse(x, y, 6 * s, 3.8 * s, `fill="${C.pink}" opacity=".8"`)).join('');
const smile = (x: number, y: number, w: number): string =>
  path(`M${n(x - w)} ${n(y)}q${n(w)} ${n(w)} ${n(2 * w)} 0`, LINE);

/** A face centred on x: eyes at y, cheeks and a smile below; `s` scales it for pets. */
function face(x: number, y: number, s = 1): string {
  return (
    eyes(x - 12 * s, x + 12 * s, y, s) +
    cheeks(x - 21 * s, x + 21 * s, y + 9 * s, s) +
    smile(x, y + 8 * s, 5 * s)
  );
}

/* ------------------------------------------------------------------------------------------------------------ */
/* The buddymon                                                                                                 */
/* ------------------------------------------------------------------------------------------------------------ */

export type Level = 1 | 2 | 3;

/** A body's size by level: it grows wider and taller downwards, its head top stays at y 36 so a hat fits all three. */
interface Body {
  level: Level;
  rx: number;
  ry: number;
  cy: number;
  top: number;
  bottom: number;
}
function bodyOf(level: Level): Body {
  const [rx, ry] = level === 1 ? [31, 33] : level === 2 ? [36, 36] : [40, 38];
  const top = 36;
  return { level, rx, ry, cy: top + ry, top, bottom: top + 2 * ry };
}

const feet = (b: Body, colour: string): string =>
  [-1, 1]
    .map((side) => ellipse(60 + side * b.rx * 0.45, b.bottom - 2, 8 + b.level, 6, fill(colour)))
    .join('');
const faceOf = (b: Body): string => face(60, b.cy - 2);
/** Little round arms on both sides (level 2 and 3). */
const arms = (b: Body, colour: string): string =>
  [-1, 1]
    .map((side) =>
      ellipse(
        60 + side * (b.rx + 1),
        b.cy + 10,
        7,
        10,
        `${fill(colour)} transform="rotate(${side * -30} ${n(60 + side * (b.rx + 1))} ${n(b.cy + 10)})"`,
      ),
    )
    .join('');

function skyBuddy(b: Body): string {
  const size = [0, 9, 12, 14][b.level] ?? 9;
  const wings = [-1, 1]
    .map((side) => {
      const feathers = Array.from({ length: b.level === 1 ? 2 : 3 }, (_, i) => {
        // Within the square: the grown form's wings reach its edges, no further.
        const cx = 60 + side * (Math.min(b.rx + size * 0.6, 44) - i * 2);
        const cy = b.cy - 6 - i * size * 0.7;
        return ellipse(
          cx,
          cy,
          size * (1 - i * 0.12),
          size * 0.55,
          `transform="rotate(${side * -25} ${n(cx)} ${n(cy)})"`,
        );
      }).join('');
      return merged(feathers, C.white);
    })
    .join('');
  const puffs =
    ellipse(60, b.cy, b.rx, b.ry) +
    circle(60 - b.rx * 0.45, b.top + b.ry * 0.35, b.ry * 0.38) +
    circle(60 + b.rx * 0.4, b.top + b.ry * 0.3, b.ry * 0.34) +
    circle(60 - b.rx * 0.86, b.cy + b.ry * 0.2, b.ry * 0.36) +
    circle(60 + b.rx * 0.86, b.cy + b.ry * 0.2, b.ry * 0.36);
  const tuft = b.level >= 2 ? path(`M56 ${b.top + 2}q-2 -12 8 -12q-6 4 -2 12`, fill(L.cloud)) : '';
  const rainbow =
    b.level === 3
      ? [C.red, C.yellow, C.blue]
          .map((colour, i) =>
            path(
              `M${n(60 - 20 + i * 4)} ${n(b.bottom - 10 - i * 1)}q${n(20 - i * 4)} -${n(16 - i * 3)} ${n(40 - i * 8)} 0`,
              `fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"`,
            ),
          )
          .join('')
      : '';
  return (
    wings +
    feet(b, L.cloud) +
    tuft +
    merged(puffs, L.cloud) +
    (b.level >= 2 ? arms(b, L.cloud) : '') +
    rainbow +
    faceOf(b)
  );
}

function greenBuddy(b: Body): string {
  const stem = [0, 12, 17, 15][b.level] ?? 12;
  const tip = b.top - stem;
  const leaf = (side: -1 | 1, y: number, size: number) =>
    path(
      `M60 ${n(y)}q${n(side * size * 0.2)} -${n(size * 0.8)} ${n(side * size)} -${n(size * 0.6)}q-${n(side * size * 0.1)} ${n(size * 0.75)} -${n(side * size)} ${n(size * 0.6)}z`,
      fill(b.level === 1 ? C.green : C.leaf),
    );
  const sprout =
    path(
      `M60 ${b.top + 2}V${n(tip + 2)}`,
      `fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"`,
    ) +
    path(
      `M60 ${b.top + 2}V${n(tip + 2)}`,
      `fill="none" stroke="${C.green}" stroke-width="3" stroke-linecap="round"`,
    ) +
    leaf(-1, tip + 4, b.level === 1 ? 13 : 16) +
    leaf(1, tip + 4, b.level === 1 ? 13 : 16) +
    (b.level === 2 ? leaf(1, tip + 12, 12) : '');
  const flower =
    b.level === 3
      ? [0, 72, 144, 216, 288]
          .map((deg) => {
            const a = ((deg - 90) * Math.PI) / 180;
            return circle(60 + Math.cos(a) * 7, tip - 4 + Math.sin(a) * 7, 6, fill(C.pink));
          })
          .join('') + circle(60, tip - 4, 5, fill(C.yellow))
      : '';
  const leafArms =
    b.level >= 2
      ? [-1, 1]
          .map((side) =>
            path(
              `M${60 + side * (b.rx - 4)} ${b.cy + 8}q${side * 18} -6 ${side * 22} 8q-${side * 14} 8 -${side * 22} -8z`,
              fill(C.green),
            ),
          )
          .join('')
      : '';
  const belly = b.level === 3 ? ellipse(60, b.cy + 16, b.rx * 0.55, b.ry * 0.4, `fill="#c9efb2"`) : '';
  return (
    feet(b, L.sprout) +
    leafArms +
    ellipse(60, b.cy, b.rx, b.ry, fill(L.sprout)) +
    belly +
    sprout +
    flower +
    faceOf(b)
  );
}

function snowBuddy(b: Body): string {
  const tufts = Array.from({ length: 14 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 14;
    return circle(60 + Math.cos(a) * b.rx, b.cy + Math.sin(a) * b.ry, 7);
  }).join('');
  const muffY = b.cy - 6;
  const band =
    path(
      `M${n(60 - b.rx + 3)} ${n(muffY)}Q60 ${n(b.top - 22)} ${n(60 + b.rx - 3)} ${n(muffY)}`,
      `fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"`,
    ) +
    path(
      `M${n(60 - b.rx + 3)} ${n(muffY)}Q60 ${n(b.top - 22)} ${n(60 + b.rx - 3)} ${n(muffY)}`,
      `fill="none" stroke="${C.purple}" stroke-width="3" stroke-linecap="round"`,
    );
  const muffs = [-1, 1]
    .map((side) => circle(60 + side * (b.rx + 1), muffY, 9 + b.level, fill(C.pink)))
    .join('');
  const scarf =
    b.level >= 2
      ? path(
          `M${n(60 - b.rx * 0.78)} ${n(b.cy + 12)}q${n(b.rx * 0.78)} 12 ${n(b.rx * 1.56)} 0v9q-${n(b.rx * 0.78)} 12 -${n(b.rx * 1.56)} 0z`,
          fill(C.red),
        ) + path(`M${n(60 + b.rx * 0.3)} ${n(b.cy + 20)}l4 18h9l-3 -20z`, fill(C.red))
      : '';
  const flake =
    b.level === 3
      ? `<g stroke="${C.blue}" stroke-width="2.5" stroke-linecap="round">${[0, 60, 120]
          .map((deg) => {
            const a = (deg * Math.PI) / 180;
            const dx = Math.cos(a) * 7;
            const dy = Math.sin(a) * 7;
            return path(`M${n(40 - dx)} ${n(b.cy + 17 - dy)}L${n(40 + dx)} ${n(b.cy + 17 + dy)}`);
          })
          .join('')}</g>`
      : '';
  return (
    feet(b, L.fur) +
    (b.level >= 2 ? arms(b, L.fur) : '') +
    merged(ellipse(60, b.cy, b.rx, b.ry) + tufts, L.fur) +
    band +
    muffs +
    scarf +
    flake +
    faceOf(b)
  );
}

function cityBuddy(b: Body): string {
  const x = 60 - b.rx;
  const antenna =
    path(`M60 ${b.top}V${b.top - 12}`, `fill="none" stroke="${INK}" stroke-width="3"`) +
    circle(60, b.top - 14, 5, fill(C.red)) +
    (b.level === 3
      ? path(`M44 ${b.top + 2}l-6 -10`, `fill="none" stroke="${INK}" stroke-width="3"`) +
        circle(37, b.top - 10, 4, fill(C.yellow)) +
        path(`M76 ${b.top + 2}l6 -10`, `fill="none" stroke="${INK}" stroke-width="3"`) +
        circle(83, b.top - 10, 4, fill(C.yellow))
      : '');
  const robotArms =
    b.level >= 2
      ? [-1, 1]
          .map(
            (side) =>
              rect(side < 0 ? x - 10 : 60 + b.rx - 2, b.cy + 4, 12, 8, 4, fill(C.grey)) +
              circle(60 + side * (b.rx + 10), b.cy + 8, 6, fill(C.orange)),
          )
          .join('')
      : '';
  const panel =
    b.level >= 2
      ? rect(48, b.bottom - 20, 24, 12, 4, fill(C.white)) +
        circle(54, b.bottom - 14, 2.5, `fill="${C.red}"`) +
        circle(60, b.bottom - 14, 2.5, `fill="${C.yellow}"`) +
        circle(66, b.bottom - 14, 2.5, `fill="${C.green}"`)
      : circle(60, b.bottom - 12, 4, fill(C.yellow));
  const legs = [-1, 1]
    .map((side) => rect(60 + side * b.rx * 0.45 - 8, b.bottom - 4, 16, 10, 4, fill(C.grey)))
    .join('');
  return (
    legs +
    robotArms +
    antenna +
    rect(x, b.top, 2 * b.rx, 2 * b.ry, 22, fill(L.metal)) +
    rect(x + 8, b.top + 9, 2 * b.rx - 16, b.ry + 4, 14, fill(L.screen)) +
    panel +
    faceOf(b)
  );
}

function aquaBuddy(b: Body): string {
  const size = [0, 10, 13, 15][b.level] ?? 10;
  const fins = [-1, 1]
    .map((side) => {
      const x = 60 + side * (b.rx - 6);
      return path(
        `M${n(x)} ${n(b.cy)}q${n(side * size * 1.4)} -${n(size * 0.6)} ${n(side * size * 1.3)} ${n(size * 1.2)}q-${n(side * size * 0.6)} -${n(size * 0.1)} -${n(side * size * 1.3)} -${n(size * 0.2)}z`,
        fill(L.fin),
      );
    })
    .join('');
  const dorsal =
    b.level >= 2
      ? path(`M48 ${b.top + 4}q10 -${size + 4} 24 -${size}q-6 ${size * 0.5} -2 ${size + 4}z`, fill(L.fin))
      : '';
  const scales =
    b.level === 3
      ? [44, 60, 76]
          .map((x) =>
            path(`M${x - 6} ${b.bottom - 14}q6 6 12 0`, `fill="none" stroke="${L.fin}" stroke-width="2.5"`),
          )
          .join('')
      : '';
  const bubbles = b.level >= 2 ? circle(100, 30, 5, fill(C.white)) + circle(108, 18, 3, fill(C.white)) : '';
  return (
    dorsal +
    fins +
    feet(b, L.teal) +
    ellipse(60, b.cy, b.rx, b.ry, fill(L.teal)) +
    ellipse(60, b.cy + b.ry * 0.45, b.rx * 0.6, b.ry * 0.4, `fill="#c8f1f5"`) +
    scales +
    bubbles +
    faceOf(b)
  );
}

function toyBuddy(b: Body): string {
  const ears = [-1, 1]
    .map(
      (side) =>
        circle(60 + side * b.rx * 0.72, b.top + 6, 11, fill(L.teddy)) +
        circle(60 + side * b.rx * 0.72, b.top + 6, 5.5, `fill="${C.pink}"`),
    )
    .join('');
  const stitch = (x: number, y: number) =>
    path(
      `M${x - 5} ${y}h10M${x - 3} ${y - 4}v8M${x + 3} ${y - 4}v8`,
      `fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"`,
    );
  const patch =
    b.level >= 2
      ? rect(
          60 + b.rx * 0.3,
          b.cy + 10,
          14,
          14,
          3,
          `fill="${C.sky}" stroke="${INK}" stroke-width="2" stroke-dasharray="3 2"`,
        )
      : '';
  const bow =
    b.level === 3
      ? path(`M60 ${b.cy + 16}l-14 -8v16zM60 ${b.cy + 16}l14 -8v16z`, fill(C.red)) +
        circle(60, b.cy + 16, 4, fill(C.red))
      : '';
  const button = b.level === 3 ? circle(60, b.cy + 30, 3.5, fill(C.yellow)) : '';
  return (
    feet(b, L.teddy) +
    ears +
    (b.level >= 2 ? arms(b, L.teddy) : '') +
    ellipse(60, b.cy, b.rx, b.ry, fill(L.teddy)) +
    ellipse(60, b.cy + 7, 13, 9, `fill="${C.cream}"`) +
    ellipse(60, b.cy + 3, 3.5, 2.5, `fill="${INK}"`) +
    stitch(60 - b.rx * 0.45, b.top + 10) +
    (b.level >= 2 ? stitch(60 - b.rx * 0.55, b.cy + 22) : '') +
    patch +
    bow +
    button +
    eyes(48, 72, b.cy - 6) +
    cheeks(39, 81, b.cy + 5) +
    smile(60, b.cy + 10, 4)
  );
}

function magicBuddy(b: Body): string {
  const r = [0, 6, 8, 10][b.level] ?? 6;
  const horns = [-1, 1]
    .map((side) => {
      const x = 60 + side * 14;
      const tipX = x + side * (b.level - 1) * 4;
      const tipY = b.top - 4 - (b.level - 1) * 6;
      const stalk =
        b.level >= 2
          ? path(
              `M${x} ${b.top + 6}L${n(tipX)} ${n(tipY)}`,
              `fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"`,
            ) +
            path(
              `M${x} ${b.top + 6}L${n(tipX)} ${n(tipY)}`,
              `fill="none" stroke="${C.yellow}" stroke-width="3" stroke-linecap="round"`,
            )
          : '';
      return stalk + path(starPath(tipX, tipY - (b.level === 1 ? 0 : 2), r), fill(C.yellow));
    })
    .join('');
  const cape =
    b.level === 3
      ? path(
          `M${60 - b.rx + 4} ${b.cy - 4}Q${60 - b.rx - 16} ${b.bottom + 4} 60 ${b.bottom}Q${60 + b.rx + 16} ${b.bottom + 4} ${60 + b.rx - 4} ${b.cy - 4}z`,
          fill(L.cape),
        )
      : '';
  const sparkles =
    b.level >= 2
      ? path(starPath(100, 36, 5, 0.4), `fill="${C.yellow}"`) +
        path(starPath(18, 52, 4, 0.4), `fill="${C.yellow}"`)
      : '';
  const gem = b.level === 3 ? path(`M60 ${b.bottom - 16}l6 6-6 7-6-7z`, fill(C.pink)) : '';
  return (
    cape +
    feet(b, L.lavender) +
    (b.level >= 2 ? arms(b, L.lavender) : '') +
    ellipse(60, b.cy, b.rx, b.ry, fill(L.lavender)) +
    horns +
    sparkles +
    gem +
    faceOf(b)
  );
}

const BUDDIES: Record<Land, (b: Body) => string> = {
  sky: skyBuddy,
  green: greenBuddy,
  snow: snowBuddy,
  city: cityBuddy,
  aqua: aquaBuddy,
  toy: toyBuddy,
  magic: magicBuddy,
};

/** A land's buddymon at a growth level, as the shapes of a 120 × 120 drawing. */
export function buddyArt(land: Land, level: Level): string {
  return BUDDIES[land](bodyOf(level));
}

/* ------------------------------------------------------------------------------------------------------------ */
/* Decorations, props, pets and medicine (120 × 120, transparent)                                               */
/* ------------------------------------------------------------------------------------------------------------ */

export const ITEM_ART: Record<string, string> = {
  // Decorations: hats sit with their base at about y 96 (the buddymon's head top at the default placement).
  'acc-crown':
    path('M22 98 L18 46 L40 70 L60 36 L80 70 L102 46 L98 98 Z', fill(L.gold)) +
    rect(20, 86, 80, 14, 5, fill(C.orange)) +
    circle(18, 44, 6, fill(C.red)) +
    circle(60, 34, 6, fill(C.blue)) +
    circle(102, 44, 6, fill(C.red)) +
    circle(60, 93, 4, fill(C.pink)),
  'acc-party-hat':
    path('M60 14 L90 98 Q60 108 30 98 Z', fill(C.blue)) +
    path('M44 60 L76 60 M38 80 L82 80', `fill="none" stroke="${C.yellow}" stroke-width="6"`) +
    path('M60 14 L90 98 Q60 108 30 98 Z', `fill="none" ${OUT}`) +
    circle(60, 14, 8, fill(C.pink)),
  'acc-ribbon':
    path('M60 78 Q40 50 20 62 Q12 84 26 98 Q44 96 60 78 Z', fill(C.pink)) +
    path('M60 78 Q80 50 100 62 Q108 84 94 98 Q76 96 60 78 Z', fill(C.pink)) +
    path(
      'M32 70q8 6 14 12M88 70q-8 6 -14 12',
      `fill="none" stroke="${C.red}" stroke-width="3" stroke-linecap="round"`,
    ) +
    ellipse(60, 80, 11, 10, fill(C.red)),
  'acc-glasses':
    circle(38, 60, 17, `fill="${C.sky}" fill-opacity=".5" stroke="${INK}" stroke-width="5"`) +
    circle(82, 60, 17, `fill="${C.sky}" fill-opacity=".5" stroke="${INK}" stroke-width="5"`) +
    path('M55 58q5 -5 10 0', `fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"`) +
    path('M21 56L8 50M99 56L112 50', `fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"`) +
    path('M30 52l6 -5M74 52l6 -5', `fill="none" stroke="${C.white}" stroke-width="3" stroke-linecap="round"`),
  'acc-sunglasses':
    path('M20 48h34v10q0 16 -17 16q-17 0 -17 -16z', fill(INK)) +
    path('M66 48h34v10q0 16 -17 16q-17 0 -17 -16z', fill(INK)) +
    path(
      'M54 52h12M20 50L8 46M100 50L112 46',
      `fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"`,
    ) +
    path('M27 55l8 -4M73 55l8 -4', `fill="none" stroke="${C.white}" stroke-width="3" stroke-linecap="round"`),
  'acc-flower':
    [0, 72, 144, 216, 288]
      .map((deg) => {
        const a = ((deg - 90) * Math.PI) / 180;
        return circle(60 + Math.cos(a) * 20, 64 + Math.sin(a) * 20, 15, fill(C.pink));
      })
      .join('') +
    circle(60, 64, 12, fill(C.yellow)) +
    path('M84 92q14 -2 20 -14q-14 -2 -20 14z', fill(C.green)),
  'acc-headphones':
    path(
      'M16 78Q16 16 60 16Q104 16 104 78',
      `fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"`,
    ) +
    path(
      'M16 78Q16 16 60 16Q104 16 104 78',
      `fill="none" stroke="${C.purple}" stroke-width="6" stroke-linecap="round"`,
    ) +
    rect(4, 64, 22, 34, 10, fill(C.red)) +
    rect(94, 64, 22, 34, 10, fill(C.red)) +
    rect(10, 70, 10, 22, 5, `fill="${C.pink}"`) +
    rect(100, 70, 10, 22, 5, `fill="${C.pink}"`),
  'acc-straw-hat':
    ellipse(60, 90, 54, 14, fill(C.yellow)) +
    path('M32 90Q32 44 60 44Q88 44 88 90Z', fill(C.yellow)) +
    path('M33 80Q60 88 87 80V88Q60 96 33 88Z', fill(C.red)) +
    path('M22 96q38 8 76 0', `fill="none" stroke="#e0a800" stroke-width="2"`),
  'acc-wizard-hat':
    ellipse(60, 94, 50, 11, fill(L.cape)) +
    path('M32 94 Q40 60 56 30 Q64 14 84 10 Q70 26 74 50 Q80 74 88 94 Z', fill(L.cape)) +
    path(starPath(58, 64, 9), fill(C.yellow)) +
    path(starPath(74, 38, 5), fill(C.yellow)),
  'acc-beanie':
    path('M26 90Q26 40 60 40Q94 40 94 90Z', fill(C.blue)) +
    path('M40 46v40M52 42v46M68 42v46M80 46v40', `fill="none" stroke="${C.sky}" stroke-width="3"`) +
    rect(22, 82, 76, 16, 8, fill(C.sky)) +
    circle(60, 34, 10, fill(C.white)),

  // Props: held beside the buddymon (its right hand is near the bottom-left of the drawing).
  'eqm-balloon':
    path(
      'M30 112 Q40 92 30 80 Q22 68 62 60',
      `fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"`,
    ) +
    ellipse(68, 36, 26, 30, fill(C.red)) +
    path('M68 66l-5 7h10z', fill(C.red)) +
    ellipse(58, 24, 6, 9, `fill="${C.white}" opacity=".6"`),
  'eqm-umbrella':
    path(
      'M60 40V100q0 12 -12 12q-10 0 -10 -10',
      `fill="none" stroke="${INK}" stroke-width="5" stroke-linecap="round"`,
    ) +
    path('M8 50Q8 10 60 10Q112 10 112 50Q99 42 86 50Q73 42 60 50Q47 42 34 50Q21 42 8 50Z', fill(C.yellow)) +
    path('M60 10Q44 24 34 50M60 10Q76 24 86 50', `fill="none" stroke="${C.orange}" stroke-width="3"`) +
    circle(60, 8, 4, fill(C.orange)),
  'eqm-book':
    path('M60 34Q40 22 14 28V96Q40 90 60 102Z', fill(C.blue)) +
    path('M60 34Q80 22 106 28V96Q80 90 60 102Z', fill(C.sky)) +
    path(
      'M24 44q14 -2 28 4M24 58q14 -2 28 4M68 48q14 -6 28 -4M68 62q14 -6 28 -4',
      `fill="none" stroke="${C.white}" stroke-width="3" stroke-linecap="round"`,
    ) +
    path('M60 34V102', `fill="none" stroke="${INK}" stroke-width="3"`),
  'eqm-ball':
    circle(60, 64, 42, fill(C.white)) +
    path('M60 22Q40 64 60 106', `fill="none" stroke="${C.red}" stroke-width="8"`) +
    path('M18 64Q60 50 102 64', `fill="none" stroke="${C.blue}" stroke-width="8"`) +
    circle(60, 64, 42, `fill="none" ${OUT}`),
  'eqm-flag':
    path('M30 112V14', `fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"`) +
    path('M30 16Q56 8 70 18Q86 28 106 20V62Q86 70 70 60Q56 50 30 58Z', fill(C.green)) +
    path(starPath(66, 39, 11), fill(C.yellow)) +
    circle(30, 12, 5, fill(L.gold)),
  'eqm-ice-cream':
    path('M38 60L60 114L82 60Z', fill(C.orange)) +
    path('M46 68l24 24M62 64l12 12M52 82l14 -14', `fill="none" stroke="#d98428" stroke-width="2.5"`) +
    merged(circle(48, 54, 16) + circle(72, 54, 16) + circle(60, 34, 18), C.pink) +
    circle(60, 16, 6, fill(C.red)) +
    path(
      'M52 30l4 2M66 40l4 -2M44 50l3 3',
      `fill="none" stroke="${C.white}" stroke-width="3" stroke-linecap="round"`,
    ),
  'eqm-kite':
    path(
      'M66 58Q50 80 62 92Q74 104 40 116',
      `fill="none" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"`,
    ) +
    path('M72 8L104 36L72 66L42 36Z', fill(C.red)) +
    path('M72 8L72 66M42 36L104 36', `fill="none" stroke="${INK}" stroke-width="2.5"`) +
    path('M72 8L104 36L72 36Z', `fill="${C.yellow}"`) +
    path('M72 36L72 66L42 36Z', `fill="${C.yellow}"`) +
    path('M72 8L104 36L72 66L42 36Z', `fill="none" ${OUT}`) +
    path('M57 78l-7 -5v10zM57 78l7 -5v10zM62 104l-7 -5v10zM62 104l7 -5v10z', fill(C.blue)),
  'eqm-guitar':
    path('M70 50L100 12', `fill="none" stroke="${INK}" stroke-width="11" stroke-linecap="round"`) +
    path('M70 50L100 12', `fill="none" stroke="${C.brown}" stroke-width="5" stroke-linecap="round"`) +
    merged(circle(48, 84, 26) + circle(66, 62, 18), C.orange) +
    circle(54, 76, 7, fill(INK)) +
    path('M36 100l10 -8', `fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"`) +
    rect(96, 6, 12, 16, 4, fill(C.brown)),
  'eqm-magic-wand':
    path('M30 108L70 44', `fill="none" stroke="${INK}" stroke-width="11" stroke-linecap="round"`) +
    path('M30 108L70 44', `fill="none" stroke="${L.cape}" stroke-width="5" stroke-linecap="round"`) +
    path(starPath(76, 34, 24), fill(C.yellow)) +
    path(starPath(104, 14, 6, 0.4), `fill="${C.pink}"`) +
    path(starPath(44, 20, 5, 0.4), `fill="${C.sky}"`),
  'eqm-trophy':
    path(
      'M36 26q-24 0 -20 22q4 16 24 18M84 26q24 0 20 22q-4 16 -24 18',
      `fill="none" stroke="${INK}" stroke-width="9"`,
    ) +
    path(
      'M36 26q-24 0 -20 22q4 16 24 18M84 26q24 0 20 22q-4 16 -24 18',
      `fill="none" stroke="${L.gold}" stroke-width="4"`,
    ) +
    path('M32 20H88Q88 76 60 78Q32 76 32 20Z', fill(L.gold)) +
    rect(52, 76, 16, 16, 2, fill(C.orange)) +
    rect(34, 92, 52, 18, 5, fill(C.brown)) +
    path(starPath(60, 44, 10), fill(C.white)),

  // Pets: small creatures that sit on the ground, their feet at about y 110, the buddymon's eyes.
  'pet-chick':
    ellipse(46, 110, 8, 4, fill(C.orange)) +
    ellipse(74, 110, 8, 4, fill(C.orange)) +
    merged(ellipse(60, 74, 40, 36) + path('M52 40q2 -14 12 -16q-4 8 -2 16z'), C.yellow) +
    path('M92 74q10 -4 14 6q-8 8 -16 2z', fill(C.yellow)) +
    path('M54 78h12l-6 8z', fill(C.orange)) +
    face(60, 66, 0.9),
  'pet-kitten':
    path('M30 56L28 22L54 40ZM90 56L92 22L66 40Z', fill(C.orange)) +
    path('M34 46l-1 -14 10 8zM86 46l1 -14 -10 8z', `fill="${C.pink}"`) +
    path('M96 100q22 -4 14 -34', `fill="none" stroke="${INK}" stroke-width="11" stroke-linecap="round"`) +
    path('M96 100q22 -4 14 -34', `fill="none" stroke="${C.orange}" stroke-width="5" stroke-linecap="round"`) +
    ellipse(60, 72, 40, 38, fill(C.orange)) +
    path(
      'M52 36q8 6 16 0M56 44q4 3 8 0',
      `fill="none" stroke="#d97a22" stroke-width="3" stroke-linecap="round"`,
    ) +
    face(60, 70, 0.9) +
    path(
      'M22 78h14M22 86h14M84 78h14M84 86h14',
      `fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"`,
    ),
  'pet-puppy':
    ellipse(60, 74, 40, 38, fill(C.cream)) +
    ellipse(24, 62, 12, 24, `${fill(C.brown)} transform="rotate(20 24 62)"`) +
    ellipse(96, 62, 12, 24, `${fill(C.brown)} transform="rotate(-20 96 62)"`) +
    face(60, 68, 0.9) +
    ellipse(60, 76, 6, 4.5, `fill="${INK}"`) +
    path('M56 90q4 10 8 0z', fill(C.red)),
  'pet-bunny':
    ellipse(44, 30, 10, 26, fill(C.white)) +
    ellipse(76, 30, 10, 26, fill(C.white)) +
    ellipse(44, 32, 4.5, 18, `fill="${C.pink}"`) +
    ellipse(76, 32, 4.5, 18, `fill="${C.pink}"`) +
    ellipse(60, 80, 38, 32, fill(C.white)) +
    face(60, 76, 0.9) +
    path('M57 82h6l-3 3z', fill(C.pink)),
  'pet-fishbowl':
    merged(circle(60, 66, 44) + rect(30, 18, 60, 12, 6), '#dff4ff') +
    path('M20 66Q60 56 100 66Q100 110 60 110Q20 110 20 66Z', `fill="${C.sky}"`) +
    circle(60, 66, 44, `fill="none" ${OUT}`) +
    rect(30, 18, 60, 12, 6, `fill="none" ${OUT}`) +
    path('M74 82l14 -10v20z', fill(C.orange)) +
    ellipse(60, 82, 16, 11, fill(C.orange)) +
    eyes(52, 52, 80, 0.7) +
    circle(86, 50, 4, `fill="none" stroke="${C.blue}" stroke-width="2"`) +
    circle(78, 40, 3, `fill="none" stroke="${C.blue}" stroke-width="2"`) +
    path('M40 106q-4 -10 2 -18q4 8 -2 18z', fill(C.green)),
  'pet-turtle':
    ellipse(38, 104, 10, 7, fill(C.green)) +
    ellipse(82, 104, 10, 7, fill(C.green)) +
    path('M20 86q-12 0 -14 8q8 2 14 -2z', fill(C.green)) +
    circle(100, 74, 16, fill(C.green)) +
    path('M18 96Q18 48 58 48Q98 48 98 96Z', fill(C.leaf)) +
    path('M40 96Q42 70 58 62Q74 70 76 96M24 84h68', `fill="none" stroke="${C.green}" stroke-width="4"`) +
    path('M18 96Q18 48 58 48Q98 48 98 96Z', `fill="none" ${OUT}`) +
    eyes(96, 106, 70, 0.6) +
    path('M95 80q5 4 10 0', `fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"`),
  'pet-penguin':
    ellipse(48, 110, 9, 5, fill(C.orange)) +
    ellipse(72, 110, 9, 5, fill(C.orange)) +
    ellipse(22, 76, 8, 18, `${fill(INK)} transform="rotate(20 22 76)"`) +
    ellipse(98, 76, 8, 18, `${fill(INK)} transform="rotate(-20 98 76)"`) +
    ellipse(60, 70, 38, 40, fill(INK)) +
    ellipse(60, 78, 28, 30, `fill="${C.white}"`) +
    ellipse(48, 60, 11, 13, `fill="${C.white}"`) +
    ellipse(72, 60, 11, 13, `fill="${C.white}"`) +
    face(60, 60, 0.8) +
    path('M54 68h12l-6 7z', fill(C.orange)),

  // Medicine: used, not worn.
  'med-grow':
    rect(50, 12, 20, 14, 4, fill(C.brown)) +
    merged(rect(46, 24, 28, 24, 4) + circle(60, 78, 32), '#e9f7ff') +
    path('M30 70Q60 62 90 70Q94 104 60 108Q26 104 30 70Z', `fill="${C.green}"`) +
    circle(60, 78, 32, `fill="none" ${OUT}`) +
    path('M44 52q-6 6 -8 14', `fill="none" stroke="${C.white}" stroke-width="4" stroke-linecap="round"`) +
    path('M60 96V78M60 82q-10 -2 -12 -10q10 0 12 10M60 82q10 -2 12 -10q-10 0 -12 10', fill(C.leaf)),
  'med-candy':
    path('M30 60L8 42L12 78Z', fill(C.yellow)) +
    path('M90 60L112 42L108 78Z', fill(C.yellow)) +
    circle(60, 60, 30, fill(C.pink)) +
    path(
      'M60 60m-4 0a4 4 0 1 1 8 0a10 10 0 1 1 -20 0a16 16 0 1 1 32 0',
      `fill="none" stroke="${C.white}" stroke-width="4" stroke-linecap="round"`,
    ) +
    circle(60, 60, 30, `fill="none" ${OUT}`),
  'med-vitamin':
    rect(30, 28, 60, 14, 5, fill(C.orange)) +
    rect(26, 40, 68, 68, 14, fill(L.gold)) +
    rect(34, 58, 52, 30, 6, fill(C.white)) +
    path('M48 73h24', `fill="none" stroke="${C.orange}" stroke-width="10" stroke-linecap="round"`) +
    path('M60 73h12', `fill="none" stroke="${C.red}" stroke-width="10" stroke-linecap="round"`) +
    path(starPath(100, 22, 9, 0.4), `fill="${C.yellow}" ${OUT}`) +
    path(starPath(18, 30, 6, 0.4), `fill="${C.yellow}"`),
};

/* ------------------------------------------------------------------------------------------------------------ */
/* Backgrounds (400 × 400, filling the square): calm scenes without outlines, the ground from about y 280          */
/* ------------------------------------------------------------------------------------------------------------ */

const cloud = (x: number, y: number, s: number, colour: string = C.white): string =>
  `<g fill="${colour}">${circle(x, y, 20 * s)}${circle(x + 22 * s, y - 10 * s, 24 * s)}${circle(x + 46 * s, y, 18 * s)}${rect(x, y - 4 * s, 46 * s, 22 * s, 10 * s)}</g>`;
const pine = (x: number, y: number, s: number): string =>
  rect(x - 5 * s, y, 10 * s, 18 * s, 2, `fill="${C.brown}"`) +
  path(
    `M${n(x)} ${n(y - 70 * s)}l${n(30 * s)} ${n(50 * s)}h${n(-12 * s)}l${n(18 * s)} ${n(24 * s)}h${n(-72 * s)}l${n(18 * s)} ${n(-24 * s)}h${n(-12 * s)}z`,
    `fill="${C.leaf}"`,
  ) +
  path(
    `M${n(x)} ${n(y - 70 * s)}l${n(14 * s)} ${n(24 * s)}q${n(-14 * s)} ${n(8 * s)} ${n(-28 * s)} 0z`,
    `fill="${C.white}"`,
  );
const sparkle = (x: number, y: number, r: number, colour: string = C.yellow): string =>
  path(starPath(x, y, r, 0.4), `fill="${colour}"`);

export const BACKGROUND_ART: Record<string, string> = {
  'bg-sky':
    `<rect width="400" height="400" fill="${C.sky}"/>` +
    [C.red, C.yellow, C.green, C.blue]
      .map((colour, i) =>
        path(
          `M${20 + i * 12} 250A${130 - i * 12} ${130 - i * 12} 0 0 1 ${280 - i * 12} 250`,
          `fill="none" stroke="${colour}" stroke-width="12" opacity=".45"`,
        ),
      )
      .join('') +
    circle(330, 70, 34, `fill="${C.yellow}"`) +
    cloud(40, 80, 1) +
    cloud(250, 170, 0.8) +
    `<g fill="${C.white}">${[0, 70, 140, 210, 280, 350, 420].map((x) => circle(x, 300, 46)).join('')}</g>` +
    `<rect y="300" width="400" height="100" fill="${C.white}"/>` +
    `<g fill="#e3f2ff">${[30, 120, 210, 300, 390].map((x) => circle(x, 360, 40)).join('')}</g>` +
    `<rect y="360" width="400" height="40" fill="#e3f2ff"/>`,
  'bg-green':
    `<rect width="400" height="400" fill="#dff3ff"/>` +
    circle(70, 70, 30, `fill="${C.yellow}"`) +
    cloud(250, 70, 0.8) +
    ellipse(90, 290, 200, 90, `fill="#9fd98a"`) +
    ellipse(340, 290, 180, 100, `fill="#86cf78"`) +
    [
      [40, 200, 1],
      [360, 190, 1.2],
    ]
      .map(
        ([x = 0, y = 0, s = 1]) =>
          rect(x - 8 * s, y, 16 * s, 70 * s, 4, `fill="${C.brown}"`) +
          circle(x, y - 10 * s, 42 * s, `fill="${C.green}"`) +
          circle(x - 22 * s, y + 10 * s, 24 * s, `fill="${C.leaf}"`),
      )
      .join('') +
    `<rect y="290" width="400" height="110" fill="${C.green}"/>` +
    [
      [40, 330, C.pink],
      [110, 370, C.yellow],
      [300, 340, C.white],
      [360, 380, C.pink],
      [200, 384, C.white],
    ]
      .map(
        ([x, y, colour]) =>
          circle(Number(x), Number(y), 7, `fill="${colour}"`) +
          circle(Number(x), Number(y), 3, `fill="${C.yellow}"`),
      )
      .join(''),
  'bg-snow':
    `<rect width="400" height="400" fill="#d7e9f7"/>` +
    path('M-20 290L90 130L200 290ZM150 290L280 110L410 290Z', `fill="${C.white}"`) +
    path('M90 130L60 174L80 166L96 180L116 168ZM280 110L246 158L268 150L284 164L306 152Z', `fill="#b7d4ec"`) +
    pine(40, 262, 1) +
    pine(362, 258, 1.1) +
    `<rect y="280" width="400" height="120" fill="${L.snow}"/>` +
    ellipse(200, 282, 240, 22, `fill="${L.snow}"`) +
    `<g fill="${C.white}">${[
      [40, 40],
      [120, 90],
      [210, 30],
      [330, 60],
      [370, 150],
      [20, 170],
      [180, 180],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 6))
      .join('')}</g>`,
  'bg-city':
    `<rect width="400" height="400" fill="#ffe9cf"/>` +
    circle(300, 90, 40, `fill="#ffc56e"`) +
    [
      [0, 120, 70, C.purple],
      [80, 160, 60, C.blue],
      [150, 90, 80, '#f08a5d'],
      [240, 140, 64, C.purple],
      [314, 100, 86, C.blue],
    ]
      .map(([x, y, w, colour]) => {
        const [bx, by, bw] = [Number(x), Number(y), Number(w)];
        const windows = Array.from({ length: 3 }, (_, row) =>
          [0.22, 0.58].map((col) => rect(bx + bw * col, by + 22 + row * 44, bw * 0.2, 20, 3)).join(''),
        ).join('');
        return rect(bx, by, bw, 300 - by, 6, `fill="${colour}"`) + `<g fill="#fff3c4">${windows}</g>`;
      })
      .join('') +
    `<rect y="286" width="400" height="114" fill="#e6ddd0"/>` +
    `<rect y="340" width="400" height="60" fill="#9a98ab"/>` +
    path('M10 370H60M110 370H160M210 370H260M310 370H360', `stroke="${C.white}" stroke-width="6"`),
  'bg-aqua':
    `<rect width="400" height="400" fill="${L.sea}"/>` +
    `<rect width="400" height="120" fill="#7dd3ee"/>` +
    path('M60 0L100 0L40 280L10 280ZM220 0L260 0L230 280L190 280Z', `fill="${C.white}" opacity=".18"`) +
    `<g fill="none" stroke="${C.white}" stroke-width="3" opacity=".8">${[
      [340, 60, 12],
      [360, 110, 8],
      [320, 150, 6],
      [60, 150, 9],
      [80, 200, 5],
    ]
      .map(([x = 0, y = 0, r = 0]) => circle(x, y, r))
      .join('')}</g>` +
    path('M0 300Q100 270 200 296Q300 318 400 290V400H0Z', `fill="${L.sand}"`) +
    path(
      'M40 310q-20 -40 0 -80q20 -40 0 -80M70 316q20 -40 0 -70q-20 -40 0 -70',
      `fill="none" stroke="${C.green}" stroke-width="12" stroke-linecap="round"`,
    ) +
    path(
      'M350 300q-20 -30 0 -60q20 -30 0 -60',
      `fill="none" stroke="${C.leaf}" stroke-width="12" stroke-linecap="round"`,
    ) +
    path(
      'M300 310v-40m0 20l-18 -18m18 8l16 -20',
      `fill="none" stroke="${C.pink}" stroke-width="10" stroke-linecap="round"`,
    ) +
    path(starPath(120, 360, 16), `fill="${C.orange}"`) +
    ellipse(260, 370, 16, 10, `fill="${C.pink}"`),
  'bg-toy':
    `<rect width="400" height="400" fill="#fff0f4"/>` +
    `<g fill="#ffe0e9">${[20, 100, 180, 260, 340].map((x) => rect(x, 0, 40, 280, 0)).join('')}</g>` +
    rect(250, 90, 140, 12, 3, `fill="${C.brown}"`) +
    rect(266, 54, 36, 36, 6, `fill="${C.red}"`) +
    rect(306, 54, 36, 36, 6, `fill="${C.blue}"`) +
    rect(286, 18, 36, 36, 6, `fill="${C.yellow}"`) +
    rect(20, 60, 110, 80, 10, `fill="${C.white}"`) +
    path('M34 126L62 90L82 112L96 98L118 126Z', `fill="${C.green}"`) +
    circle(104, 82, 10, `fill="${C.orange}"`) +
    `<rect y="280" width="400" height="120" fill="#ffd49a"/>` +
    `<g fill="#ffc27a">${Array.from({ length: 6 }, (_, col) =>
      Array.from({ length: 3 }, (_, row) =>
        (col + row) % 2 === 0 ? rect(col * 70, 280 + row * 40, 70, 40, 0) : '',
      ).join(''),
    ).join('')}</g>` +
    rect(330, 320, 44, 44, 8, `fill="${C.green}"`) +
    rect(346, 290, 30, 30, 6, `fill="${C.purple}"`),
  'bg-magic':
    `<rect width="400" height="400" fill="${L.night}"/>` +
    path('M330 40a44 44 0 1 0 30 76a36 36 0 1 1 -30 -76z', `fill="${C.yellow}"`) +
    [
      [40, 50, 8],
      [120, 110, 6],
      [220, 40, 9],
      [280, 150, 5],
      [60, 180, 5],
      [370, 200, 7],
    ]
      .map(([x = 0, y = 0, r = 0]) => sparkle(x, y, r))
      .join('') +
    path('M150 290V180H170V160L185 140L200 160V180H220V150L240 120L260 150V290Z', `fill="#5a4a9c"`) +
    rect(196, 220, 18, 26, 9, `fill="${C.yellow}"`) +
    path('M0 300Q100 260 200 290Q300 320 400 280V400H0Z', `fill="#6f5bb5"`) +
    path('M0 340Q120 320 240 346Q330 364 400 340V400H0Z', `fill="#5d49a4"`) +
    sparkle(60, 350, 6, C.pink) +
    sparkle(340, 370, 6, C.sky),
  'bg-beach':
    `<rect width="400" height="400" fill="${C.sky}"/>` +
    circle(80, 80, 38, `fill="${C.yellow}"`) +
    cloud(250, 70, 0.9) +
    `<rect y="190" width="400" height="100" fill="${C.blue}"/>` +
    path(
      'M0 214q25 -10 50 0t50 0t50 0t50 0t50 0t50 0t50 0t50 0',
      `fill="none" stroke="${C.white}" stroke-width="4" opacity=".7"`,
    ) +
    path('M0 290Q200 262 400 290V400H0Z', `fill="${L.sand}"`) +
    path(
      'M350 300Q340 220 364 150',
      `fill="none" stroke="${C.brown}" stroke-width="14" stroke-linecap="round"`,
    ) +
    path(
      'M364 150q-50 -20 -70 20q40 -14 70 -20q-20 -50 -60 -40q40 6 60 40q30 -50 60 -30q-40 0 -60 30q50 0 50 40q-20 -30 -50 -40z',
      `fill="${C.green}"`,
    ) +
    path('M40 370L88 250', `fill="none" stroke="${INK}" stroke-width="4"`) +
    path('M28 262Q80 210 144 258Q116 250 100 262Q80 246 64 262Q48 250 28 262Z', `fill="${C.red}"`) +
    path(starPath(300, 370, 14), `fill="${C.orange}"`),
  'bg-space':
    `<rect width="400" height="400" fill="#1f2150"/>` +
    [
      [30, 40, 5],
      [150, 30, 7],
      [250, 100, 5],
      [370, 40, 6],
      [100, 150, 4],
      [200, 200, 6],
      [340, 230, 5],
      [30, 240, 5],
    ]
      .map(([x = 0, y = 0, r = 0]) => sparkle(x, y, r, C.white))
      .join('') +
    ellipse(
      300,
      130,
      74,
      16,
      `fill="none" stroke="${C.yellow}" stroke-width="8" transform="rotate(-15 300 130)"`,
    ) +
    circle(300, 130, 40, `fill="${C.orange}"`) +
    path('M262 120a40 40 0 0 0 76 0', `fill="none" stroke="${C.yellow}" stroke-width="6" opacity=".6"`) +
    circle(70, 90, 22, `fill="${C.pink}"`) +
    path('M0 300Q200 250 400 300V400H0Z', `fill="${C.grey}"`) +
    ellipse(80, 340, 30, 10, `fill="#9c9cb0"`) +
    ellipse(300, 360, 40, 12, `fill="#9c9cb0"`) +
    ellipse(190, 310, 18, 6, `fill="#9c9cb0"`),
};

/* ------------------------------------------------------------------------------------------------------------ */
/* Moods (ADR 061)                                                                                              */
/* ------------------------------------------------------------------------------------------------------------ */

/** A speech bubble whose tail points down-left, to the buddy it sits beside on the stage (MOOD_PLACEMENT). */
const BUBBLE = path(
  'M34 6 H86 Q112 6 112 32 V62 Q112 88 86 88 H54 L20 112 L34 88 Q8 88 8 62 V32 Q8 6 34 6 Z',
  fill(C.white),
);

/** A "Z" of a sleeping buddy, drawn as a line (a drawing has no text). */
const zed = (x: number, y: number, size: number): string =>
  path(`M${x} ${y} h${size} l${-size} ${size} h${size}`, `${LINE} stroke-width="5"`);

/** What each mood shows in its bubble beside the buddy: its Korean name, and the drawing in the bubble. */
export const MOOD_ART: Record<BuddyMood, { name: string; body: string }> = {
  happy: {
    name: '기분 좋은 하트',
    body: path('M60 74 C28 54 34 22 55 30 Q60 32 60 38 Q60 32 65 30 C86 22 92 54 60 74 Z', fill(C.red)),
  },
  cheerful: {
    name: '신나는 별',
    body:
      path(starPath(58, 48, 27), fill(C.yellow)) +
      path(starPath(92, 24, 8), fill(C.orange)) +
      path(starPath(26, 26, 7), fill(C.pink)),
  },
  hungry: {
    name: '배고픈 사과',
    body:
      circle(60, 52, 24, fill(C.red)) +
      path('M60 30 Q58 20 64 14', `${LINE}`) +
      ellipse(74, 22, 10, 5, `${fill(C.green)} transform="rotate(-25 74 22)"`),
  },
  sleepy: {
    name: '졸린 Z',
    body: zed(36, 34, 22) + zed(70, 22, 14),
  },
  asleep: {
    name: '잠든 달',
    body: path('M62 18 A30 30 0 1 0 90 62 A24 24 0 1 1 62 18 Z', fill(C.yellow)) + zed(80, 20, 14),
  },
  unwell: {
    name: '아픈 체온계',
    body:
      rect(50, 16, 20, 52, 10, fill(C.white)) +
      rect(56, 36, 8, 34, 4, `fill="${C.red}"`) +
      circle(60, 72, 13, fill(C.red)) +
      path('M84 30 q6 10 0 14 q-6 -4 0 -14 Z', fill(C.blue)),
  },
};

/** A mood's bubble, on the 120 square. */
export const moodArt = (mood: BuddyMood): string => BUBBLE + MOOD_ART[mood].body;

/* ------------------------------------------------------------------------------------------------------------ */
/* Files                                                                                                        */
/* ------------------------------------------------------------------------------------------------------------ */

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A square drawing titled with its Korean name (the page may show it on its own, so it speaks its name). */
export function squareSvg(title: string, body: string, size: 120 | 400 = 120): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

/**
 * A land card: the land's background with its grown-up buddymon standing where a character stands on the stage
 * (left 22 %, top 24 %, width 56 % of 400: translate 88 96, scale 224 / 120).
 */
export function landCardArt(land: Land): string {
  const background = BACKGROUND_ART[`bg-${land}`];
  if (!background) throw new Error(`no background for the land ${land}`);
  return `${background}<g transform="translate(88 96) scale(1.8667)">${buddyArt(land, 3)}</g>`;
}
