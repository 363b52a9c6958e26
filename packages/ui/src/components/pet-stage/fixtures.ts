/**
 * Sample pets for the stories and tests only: the app maps its saved layout to layers. The layers are items of the
 * content bank (content/reward/catalog.json and content/media/reward/items, made by
 * packages/content-generator/src/reward): the catalogue's names and default places, and the real drawings, loaded by
 * Vite as asset URLs; a drawing not in the bank falls back to a small flat stand-in as a data address, so the
 * stories never depend on a file.
 */
import bank from '../../../../../content/reward/catalog.json';
import type { PetLayer } from './pet-stage';

/** The bank's catalogue, as far as the samples read it. */
const catalog = bank as {
  items: { code: string; category: string; name: string; top: number; left: number; width: number }[];
};

const drawings = import.meta.glob<string>('../../../../../content/media/reward/items/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const svg = (shapes: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${shapes}</svg>`,
  )}`;

/** Stand-ins for the drawings of the sample pets, in the same flat style and square canvas. */
const standIns: Record<string, string> = {
  'bg-sky': svg(
    '<rect width="100" height="100" fill="#bfe6ff"/><circle cx="80" cy="20" r="9" fill="#ffd84d"/><ellipse cx="50" cy="92" rx="70" ry="22" fill="#ffffff"/>',
  ),
  'char-sky-1': svg(
    '<ellipse cx="50" cy="58" rx="30" ry="32" fill="#f7fbff" stroke="#3b3355" stroke-width="3"/><circle cx="40" cy="55" r="4" fill="#3b3355"/><circle cx="60" cy="55" r="4" fill="#3b3355"/><path d="M43 68q7 6 14 0" fill="none" stroke="#3b3355" stroke-width="3" stroke-linecap="round"/>',
  ),
  'acc-crown': svg(
    '<path d="M15 75 20 30l18 22 12-30 12 30 18-22 5 45z" fill="#f5b700" stroke="#8a5a00" stroke-width="3" stroke-linejoin="round"/><circle cx="50" cy="60" r="6" fill="#ea5364"/>',
  ),
  'pet-chick': svg(
    '<circle cx="50" cy="58" r="30" fill="#ffd84d" stroke="#3b3355" stroke-width="3"/><circle cx="42" cy="52" r="3.5" fill="#3b3355"/><circle cx="58" cy="52" r="3.5" fill="#3b3355"/><path d="M44 62h12l-6 7z" fill="#ee4f36"/>',
  ),
  'eqm-balloon': svg(
    '<ellipse cx="50" cy="38" rx="24" ry="30" fill="#ea5364" stroke="#3b3355" stroke-width="3"/><path d="M50 68q-6 14 2 30" fill="none" stroke="#3b3355" stroke-width="2"/>',
  ),
};

/** A drawing of the reward bank by its item code ('char-sky-1'). */
export function itemImage(code: string): string {
  const url = drawings[`../../../../../content/media/reward/items/${code}.svg`] ?? standIns[code];
  if (!url) throw new Error(`no drawing ${code}.svg in content/media/reward/items and no stand-in`);
  return url;
}

/** The sample items: a number of their own, and the bank's name and default place (content/reward/catalog.json). */
const sampleIds = {
  'bg-sky': 101,
  'char-sky-1': 201,
  'acc-crown': 301,
  'eqm-balloon': 401,
  'pet-chick': 501,
};

type SampleItem = keyof typeof sampleIds;

const items = Object.fromEntries(
  Object.entries(sampleIds).map(([code, id]) => {
    const found = catalog.items.find((entry) => entry.code === code);
    if (!found) throw new Error(`no item ${code} in content/reward/catalog.json`);
    const { category, name, top, left, width } = found;
    return [code, { type: `RWD_${category}`, id, description: name, top, left, width }];
  }),
) as Record<SampleItem, Omit<PetLayer, 'order' | 'image' | 'kind' | 'scenery'>>;

/** What Buddy English calls each kind (the app takes the domain's names the same way). */
const kinds: Record<string, string> = {
  RWD_BG: '배경',
  RWD_CHAR: '캐릭터',
  RWD_ACC: '꾸미기',
  RWD_EQM: '소품',
  RWD_PET: '펫',
};

/** A layer of a sample item at a stacking order (a background is scenery). */
export const sampleLayer = (code: SampleItem, order: number, image = itemImage(code)): PetLayer => ({
  ...items[code],
  kind: kinds[items[code].type] ?? '',
  scenery: items[code].type === 'RWD_BG',
  order,
  image,
});

/** What every member starts with: a background and a character. */
export const starterLayers: readonly PetLayer[] = [sampleLayer('bg-sky', 0), sampleLayer('char-sky-1', 1)];

/** A dressed pet: background, character, crown, balloon and a chick, saved in a shuffled order. */
export const dressedLayers: readonly PetLayer[] = [
  sampleLayer('acc-crown', 2),
  sampleLayer('bg-sky', 0),
  sampleLayer('pet-chick', 4),
  sampleLayer('char-sky-1', 1),
  sampleLayer('eqm-balloon', 3),
];

/** A pet's layers with relative image paths, as the server stores them (for `imageBase`). */
export const savedLayers: readonly PetLayer[] = [
  sampleLayer('bg-sky', 0, 'media/reward/items/bg-sky.svg'),
  sampleLayer('char-sky-1', 1, 'media/reward/items/char-sky-1.svg'),
];
