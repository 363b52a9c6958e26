import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { dressedLayers, sampleLayer, savedLayers, starterLayers } from './fixtures';
import { layerSource, PetStage } from './pet-stage';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await page.viewport(1280, 800);
});

/** Makes the window report prefers-reduced-motion: reduce (as typing-game's tests do). */
function reduceMotion() {
  const matchMedia = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query.includes('prefers-reduced-motion')
      ? ({
          ...matchMedia(query),
          matches: true,
          addEventListener() {},
          removeEventListener() {},
        } as MediaQueryList)
      : matchMedia(query),
  );
}

const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

const layers = () => [...document.querySelectorAll<HTMLImageElement>('[data-slot="pet-layer"]')];
const stageElement = () => document.querySelector<HTMLElement>('[data-slot="pet-stage"]')!;
const figureElement = () => document.querySelector<HTMLElement>('[data-slot="pet-stage-figure"]')!;

describe('given a dressed pet', () => {
  it('draws the layers bottom to top by their order, whatever order they came in', async () => {
    render(<PetStage layers={dressedLayers} label="버디" />);
    await expect.element(page.getByRole('img', { name: /^버디의 모습/ })).toBeVisible();
    expect(layers().map((layer) => [layer.dataset['order'], layer.dataset['type']])).toEqual([
      ['0', 'RWD_BG'],
      ['1', 'RWD_CHAR'],
      ['2', 'RWD_ACC'],
      ['3', 'RWD_EQM'],
      ['4', 'RWD_PET'],
    ]);
    // Each is decoration inside the one named image.
    expect(layers().every((layer) => layer.getAttribute('alt') === '')).toBe(true);
    // The background is scenery; everything above it moves together.
    expect(figureElement().contains(layers()[0]!)).toBe(false);
    expect(
      layers()
        .slice(1)
        .every((layer) => figureElement().contains(layer)),
    ).toBe(true);
  });

  it('places each layer in percent of the square, its height equal to its width', async () => {
    render(<PetStage layers={dressedLayers} label="버디" size="lg" />);
    const chick = layers().find((layer) => layer.dataset['type'] === 'RWD_PET')!;
    // The chick's place in the catalogue, in percent.
    const place = dressedLayers.find((layer) => layer.type === 'RWD_PET')!;
    expect([place.top, place.left, place.width]).toEqual([68, 5, 26]);
    expect([chick.style.top, chick.style.left, chick.style.width, chick.style.height]).toEqual([
      '68%',
      '5%',
      '26%',
      '26%',
    ]);
    await frames();
    const stage = stageElement().getBoundingClientRect();
    const box = chick.getBoundingClientRect();
    // The stage's border (1 px) is outside the positioning box.
    const inner = stage.width - 2;
    expect(Math.round(stage.width)).toBe(480);
    expect(Math.round(stage.height)).toBe(Math.round(stage.width));
    expect(box.left - stage.left - 1).toBeCloseTo(inner * 0.05, 0);
    expect(box.top - stage.top - 1).toBeCloseTo(inner * 0.68, 0);
    expect(box.width).toBeCloseTo(inner * 0.26, 0);
    expect(box.height).toBeCloseTo(box.width, 0);
  });

  it('names the stage by the pet and what it wears, bottom to top', async () => {
    render(<PetStage layers={starterLayers} label="버디" />);
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName('버디의 모습: 배경 구름 언덕, 캐릭터 아기 뭉실');
    cleanup();
    render(<PetStage layers={dressedLayers} label="뭉치" />);
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName(
        '뭉치의 모습: 배경 구름 언덕, 캐릭터 아기 뭉실, 꾸미기 금빛 왕관, 소품 빨간 풍선, 펫 병아리',
      );
  });

  it('takes other words for the name', async () => {
    render(
      <PetStage
        layers={starterLayers.map((layer) => ({
          ...layer,
          kind: layer.scenery ? 'background' : 'character',
        }))}
        label="Buddy"
        words={{ stage: (name, parts) => `${name} wears ${parts.join(' and ')}` }}
      />,
    );
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName('Buddy wears background 구름 언덕 and character 아기 뭉실');
  });

  it('puts relative images under imageBase and leaves absolute ones alone', () => {
    render(<PetStage layers={savedLayers} label="버디" imageBase="/files" />);
    expect(layers().map((layer) => layer.getAttribute('src'))).toEqual([
      '/files/media/reward/items/bg-sky.svg',
      '/files/media/reward/items/char-sky-1.svg',
    ]);
    expect(layerSource('media/a.svg')).toBe('/media/a.svg');
    expect(layerSource('media/a.svg', 'https://cdn.example/kit/')).toBe(
      'https://cdn.example/kit/media/a.svg',
    );
    expect(layerSource('/media/a.svg', '/files/')).toBe('/media/a.svg');
    expect(layerSource('data:image/svg+xml,x', '/files/')).toBe('data:image/svg+xml,x');
    expect(layerSource('https://a.example/b.svg', '/files/')).toBe('https://a.example/b.svg');
  });

  it('hides a layer whose image fails to load, and keeps the rest', async () => {
    const layers = [
      ...starterLayers,
      sampleLayer('acc-crown', 2, 'data:image/png;base64,bm90IGEgcGljdHVyZQ=='),
    ];
    render(<PetStage layers={layers} label="버디" />);
    const crown = () => document.querySelector<HTMLImageElement>('[data-type="RWD_ACC"]')!;
    await vi.waitFor(() => expect(crown().dataset['state']).toBe('failed'));
    expect(crown().hidden).toBe(true);
    expect(getComputedStyle(crown()).display).toBe('none');
    const character = document.querySelector<HTMLImageElement>('[data-type="RWD_CHAR"]')!;
    await vi.waitFor(() => expect(character.complete && character.naturalWidth > 0).toBe(true));
    expect(character.hidden).toBe(false);
  });

  it('plays a motion with CSS keyframes and says when it ends', async () => {
    const onMotionEnd = vi.fn();
    render(<PetStage layers={dressedLayers} label="버디" motion="jump" onMotionEnd={onMotionEnd} />);
    expect(stageElement().dataset['motion']).toBe('jump');
    expect(getComputedStyle(figureElement()).animationName).toBe('reward-pet-jump');
    // Three jumps of 0.8 s: well under the 5 s that WCAG 2.2.2 allows anything to move on its own.
    await vi.waitFor(() => expect(onMotionEnd).toHaveBeenCalledWith('jump'), { timeout: 4000 });
    expect(onMotionEnd).toHaveBeenCalledTimes(1);
  });

  it('walks in from the left once, the scenery staying, and says when it has arrived', async () => {
    const onMotionEnd = vi.fn();
    render(<PetStage layers={dressedLayers} label="버디" motion="enter" onMotionEnd={onMotionEnd} />);
    expect(stageElement().dataset['motion']).toBe('enter');
    const style = getComputedStyle(figureElement());
    expect(style.animationName).toBe('reward-pet-enter');
    expect(style.animationIterationCount).toBe('1');
    expect(figureElement().querySelector('[data-type="RWD_BG"]')).toBeNull();
    await vi.waitFor(() => expect(onMotionEnd).toHaveBeenCalledWith('enter'), { timeout: 4500 });
    expect(onMotionEnd).toHaveBeenCalledTimes(1);
  });

  it.each(['idle', 'jump', 'dance', 'enter'] as const)('plays no %s under reduced motion', (motion) => {
    reduceMotion();
    render(<PetStage layers={dressedLayers} label="버디" motion={motion} />);
    expect(stageElement()).not.toHaveAttribute('data-motion');
    expect(figureElement().className).not.toMatch(/animate/);
    expect(getComputedStyle(figureElement()).animationName).toBe('none');
  });
});

describe('given no layers', () => {
  it('shows the friendly line inside the square', async () => {
    render(<PetStage layers={[]} label="버디" />);
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName('버디의 모습: 아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!');
    await expect.element(page.getByText('아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!')).toBeVisible();
    expect(stageElement().dataset['state']).toBe('empty');
    expect(layers()).toHaveLength(0);
    const box = stageElement().getBoundingClientRect();
    expect(Math.round(box.height)).toBe(Math.round(box.width));
  });

  it('fills a narrow container and stays square', async () => {
    render(
      <div style={{ width: 200 }}>
        <PetStage layers={dressedLayers} label="버디" size="lg" />
      </div>,
    );
    await frames();
    const box = stageElement().getBoundingClientRect();
    expect(Math.round(box.width)).toBe(200);
    expect(Math.round(box.height)).toBe(200);
  });
});
