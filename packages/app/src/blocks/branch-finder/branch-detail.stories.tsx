import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailDemo } from './demo';
import { sampleBranchDetail, telOf } from './fixtures';

const meta = {
  title: 'Customer centre/BranchDetail',
  component: DetailDemo,
  args: { branch: sampleBranchDetail },
} satisfies Meta<typeof DetailDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Name, office, address, phone, hours and intro (as text), the map in a new window and back to the list. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: sampleBranchDetail.name })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `${sampleBranchDetail.name} 전화 걸기 ${sampleBranchDetail.phone}` }),
    ).toHaveAttribute('href', telOf(sampleBranchDetail.phone));
    const map = canvas.getByRole('link', { name: /지도에서 보기/ });
    await expect(map).toHaveAccessibleName('지도에서 보기 (새 창 열림)');
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: '목록' })).toHaveAttribute('href', '/services/branch');
    await expect(canvas.getByText(/<b>상담<\/b>은/)).toBeVisible();
  },
};

/** At 375 px the terms stack over their values. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: sampleBranchDetail.name })).toBeVisible();
    const map = canvas.getByRole('link', { name: /지도에서 보기/ });
    await expect(map.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const CourseThemeC: Story = { parameters: { theme: 'study', course: 'c' } };
