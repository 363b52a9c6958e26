/**
 * The textbooks' QR pages: the real routes over a fake /v2 (the QR handlers of @buddy/mocks), for a parent who is not
 * signed in: a scanned code landing on its sheet, the choice of weeks, a sheet that does not exist, a failed load.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { qrHandlers, sessionHandlers } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/QR answer sheets',
  component: AppStory,
  args: { path: '/qrcode/main?course=C&book=WB' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: sessionHandlers(), qr: qrHandlers() }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The choice of weeks of a course and a book: the chosen ones marked, 28 weeks in seven books. */
export const Weeks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '교재 정답 보기' })).toBeVisible();
    const courses = canvas.getByRole('navigation', { name: '코스 고르기' });
    await expect(within(courses).getByRole('link', { name: /C코스/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const weeks = await canvas.findByRole('list', { name: 'C코스 Workbook 정답 목록' });
    await expect(within(weeks).getAllByRole('link')).toHaveLength(28);
  },
};

/** A scanned code (/qrcode?course=…) lands on its week's sheet, with the weeks around it and the other book. */
export const ScannedCode: Story = {
  args: { path: '/qrcode?course=B&step=2&week=4&book=SB' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Buddy B 2권 4주 Student Book 정답' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: /B 2권 4주 Student Book 정답 정답지/ }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /2권 3주/ })).toHaveAttribute(
      'href',
      '/qrcode/answerView?course=B&book=SB&step=2&week=3',
    );
    await expect(canvas.getByRole('link', { name: /3권 1주/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Workbook 정답 보기' })).toBeVisible();
  },
};

/** A week that has no sheet: said plainly, with the way to the other weeks. */
export const MissingSheet: Story = {
  args: { path: '/qrcode/answerView?course=A&step=1&week=2' },
  parameters: fakeApi({ qr: qrHandlers({ empty: true }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/찾는 주의 정답지가 없어요/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '다른 주 고르기' })).toHaveAttribute(
      'href',
      '/qrcode/main?course=A&book=SB',
    );
  },
};

export const Loading: Story = { parameters: fakeApi({ qr: qrHandlers({ hold: true }) }) };

export const Failed: Story = {
  parameters: fakeApi({ qr: qrHandlers({ fail: true }) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('정답지를 불러오지 못했어요.')).toBeVisible();
  },
};
