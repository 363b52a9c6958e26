import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Site/ErrorPage',
  component: ErrorPage,
  args: {
    code: 404,
    words: {
      title: '페이지를 찾을 수 없습니다',
      description: '요청하신 페이지가 삭제되었거나 주소가 바뀌었을 수 있어요.',
      home: '홈으로',
    },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: {
    code: 500,
    words: { title: '서버 오류가 발생했습니다', description: '잠시 후 다시 시도해 주세요.', home: '홈으로' },
    message: '요청을 처리하는 중 문제가 발생했습니다.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '서버 오류가 발생했습니다' })).toBeVisible();
    await expect(canvas.getByText('요청을 처리하는 중 문제가 발생했습니다.')).toBeVisible();
  },
};

export const StudyTheme: Story = { parameters: { theme: 'study' } };
