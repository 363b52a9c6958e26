import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { dressedLayers, sampleLayer, starterLayers } from './fixtures';
import { PetStage } from './pet-stage';
import { reduceMotion } from '../../test/story-helpers';

const meta = {
  title: 'Reward/PetStage',
  component: PetStage,
  args: { layers: dressedLayers, label: '버디', size: 'md', motion: null },
  argTypes: {
    motion: { control: 'inline-radio', options: [null, 'idle', 'jump', 'dance', 'enter'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: { theme: 'buddymon' },
  decorators: [
    (Story) => (
      <div className="p-4 desktop:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PetStage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stage = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="pet-stage"]')!;
const figure = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="pet-stage-figure"]')!;

export const Playground: Story = {};

/** A dressed pet: one image named by what it wears, its layers bottom to top by their order. */
export const Dressed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', {
        name: '버디의 모습: 배경 구름 언덕, 캐릭터 아기 뭉실, 꾸미기 금빛 왕관, 소품 빨간 풍선, 펫 병아리',
      }),
    ).toBeVisible();
    const layers = [...canvasElement.querySelectorAll<HTMLImageElement>('[data-slot="pet-layer"]')];
    await expect(layers.map((layer) => layer.dataset['order'])).toEqual(['0', '1', '2', '3', '4']);
    await expect(layers.every((layer) => layer.alt === '')).toBe(true);
    await waitFor(() => expect(layers.every((layer) => layer.complete && layer.naturalWidth > 0)).toBe(true));
  },
};

/** What every member starts with: a background and a character. */
export const Starter: Story = {
  args: { layers: starterLayers, label: '뭉실이' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '뭉실이의 모습: 배경 구름 언덕, 캐릭터 아기 뭉실' }),
    ).toBeVisible();
  },
};

/** Nothing placed yet: a friendly line inside the square, and the same line in the image's name. */
export const EmptyLayout: Story = {
  args: { layers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: '버디의 모습: 아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!' }),
    ).toBeVisible();
    await expect(canvas.getByText('아직 아무것도 없어요. 아이템을 골라 꾸며 보세요!')).toBeVisible();
    await expect(stage(canvasElement)).toHaveAttribute('data-state', 'empty');
  },
};

/** A layer whose picture is missing is hidden, never a broken-image icon; the rest still shows. */
export const MissingPicture: Story = {
  args: {
    layers: [...starterLayers, sampleLayer('acc-crown', 2, 'data:image/png;base64,bm90IGEgcGljdHVyZQ==')],
  },
  play: async ({ canvasElement }) => {
    const crown = canvasElement.querySelector<HTMLImageElement>('[data-type="RWD_ACC"]')!;
    await waitFor(() => expect(crown).toHaveAttribute('data-state', 'failed'));
    await expect(crown).not.toBeVisible();
    await expect(canvasElement.querySelector('[data-type="RWD_CHAR"]')).toBeVisible();
  },
};

/** Idle: a gentle bob of everything above the background (three times, under 5 s). */
export const Idle: Story = {
  args: { motion: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(stage(canvasElement)).toHaveAttribute('data-motion', 'idle');
    await expect(getComputedStyle(figure(canvasElement)).animationName).toBe('reward-pet-idle');
    // The background (scenery) stays still.
    await expect(figure(canvasElement).querySelector('[data-type="RWD_BG"]')).toBeNull();
  },
};

export const Jump: Story = {
  args: { motion: 'jump' },
  play: async ({ canvasElement }) => {
    await expect(stage(canvasElement)).toHaveAttribute('data-motion', 'jump');
    await expect(getComputedStyle(figure(canvasElement)).animationName).toBe('reward-pet-jump');
  },
};

export const Dance: Story = {
  args: { motion: 'dance' },
  play: async ({ canvasElement }) => {
    await expect(stage(canvasElement)).toHaveAttribute('data-motion', 'dance');
    await expect(getComputedStyle(figure(canvasElement)).animationName).toBe('reward-pet-dance');
  },
};

/** Enter: the figure walks in from the left onto the scenery, which stays where it is (once, 2.4 s). */
export const Enter: Story = {
  args: { motion: 'enter' },
  play: async ({ canvasElement }) => {
    await expect(stage(canvasElement)).toHaveAttribute('data-motion', 'enter');
    await expect(getComputedStyle(figure(canvasElement)).animationName).toBe('reward-pet-enter');
    await expect(figure(canvasElement).querySelector('[data-type="RWD_BG"]')).toBeNull();
  },
};

/** The person asked for reduced motion (emulated here): asked to dance, the pet stays still. */
export const ReducedMotion: Story = {
  args: { motion: 'dance' },
  beforeEach: reduceMotion,

  play: async ({ canvasElement }) => {
    await expect(stage(canvasElement)).not.toHaveAttribute('data-motion');
    await expect(figure(canvasElement).className).not.toMatch(/animate/);
    await expect(getComputedStyle(figure(canvasElement)).animationName).toBe('none');
  },
};

/** The small stage (a shop card, a friend list): at most 160 px. */
export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    const box = stage(canvasElement).getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(160);
    await expect(Math.round(box.height)).toBe(Math.round(box.width));
  },
};

/** The small stage with nothing placed. */
export const SmallEmpty: Story = { args: { size: 'sm', layers: [] } };

/** The large stage at 375 px fills the width and stays square. */
export const LargeMobile: Story = {
  args: { size: 'lg' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(stage(canvasElement).getBoundingClientRect().width).toBeLessThan(375));
    const box = stage(canvasElement).getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round(box.width));
  },
};
