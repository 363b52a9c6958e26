import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { AlertProvider, useAlert, type AlertOptions } from './alert-provider';
import { visible } from '../../test/story-helpers';

function Demo({ kind, calls }: { kind: 'alert' | 'confirm'; calls: AlertOptions[] }) {
  const api = useAlert();
  const [answer, setAnswer] = useState('');
  return (
    <div className="flex flex-col items-start gap-3">
      <Button
        onClick={async () => {
          for (const options of calls) {
            if (kind === 'confirm') setAnswer(String(await api.confirm(options)));
            else void api.alert(options).then(() => setAnswer('closed'));
          }
        }}
      >
        열기
      </Button>
      <p>{answer ? `answer: ${answer}` : '\u00a0'}</p>
    </div>
  );
}

const meta = {
  title: 'Primitives/AlertDialog',
  component: Demo,
  decorators: [
    (Story) => (
      <AlertProvider>
        <div className="min-h-[420px] p-6">
          <Story />
        </div>
      </AlertProvider>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: '열기' }));

export const Alert: Story = {
  args: {
    kind: 'alert',
    calls: [{ title: '로그인 실패', message: '아이디 또는 비밀번호가 일치하지 않습니다.' }],
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await visible(screen.findByRole('alertdialog', { name: '로그인 실패' }));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await expect(await within(canvasElement).findByText('answer: closed')).toBeVisible();
  },
};

export const Confirm: Story = {
  args: { kind: 'confirm', calls: [{ message: '3개 문제를 풀지 않았습니다. 그래도 제출하시겠습니까?' }] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: '취소' }));
    await expect(await within(canvasElement).findByText('answer: false')).toBeVisible();
  },
};

export const Queued: Story = {
  args: {
    kind: 'alert',
    calls: [
      { message: '시험 시간이 2분 남았습니다.' },
      { message: '시험 시간이 종료되었습니다. 지금까지 답한 문제까지만 저장됩니다.' },
    ],
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await visible(screen.findByText('시험 시간이 2분 남았습니다.'));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await visible(screen.findByText(/시험 시간이 종료되었습니다/));
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const LongMessage: Story = {
  args: {
    kind: 'alert',
    calls: [
      {
        title: '제출 실패',
        message:
          '서버와의 통신중 에러가 발생했습니다. 다시시도 해주세요. 에러 내용: 네트워크 연결이 끊어졌습니다.\n답안은 이 기기에 안전하게 저장되어 있어요. 연결되면 다시 제출해 주세요.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await visible(screen.findByRole('alertdialog', { name: '제출 실패' }));
  },
};

export const NoTitle: Story = {
  args: { kind: 'alert', calls: [{ message: '지도휴회(취소) 회원입니다.' }] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await visible(screen.findByRole('alertdialog', { name: '알림' }));
  },
};

export const Mobile: Story = {
  ...NoTitle,
  globals: { viewport: { value: 'mobile' } },
};

/**
 * Opened from a course B page (a red course test): the dialog portals out of the page, yet wears its course; the
 * confirm button takes the course colour, as the page's own course buttons do, not the brand's brown.
 */
export const CourseTheme: Story = {
  name: 'Course theme (opened in course B)',
  args: {
    kind: 'confirm',
    calls: [{ title: '답안 제출', message: '답안을 제출하시겠습니까?', confirmLabel: '확인' }],
  },
  decorators: [
    (Story) => (
      <div data-course="b" className="flex flex-col items-start gap-3">
        <Button variant="course">코스 버튼</Button>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole('button', { name: '코스 버튼' });
    await open(canvasElement);
    const dialog = await screen.findByRole('alertdialog', { name: '답안 제출' });
    await visible(Promise.resolve(dialog));
    await expect(dialog).toHaveAttribute('data-course', 'b');
    const confirm = within(dialog).getByRole('button', { name: '확인' });
    const background = getComputedStyle(confirm).backgroundColor;
    // Course B's strong colour (#ba3e2a), the same as the page's course button; not the brand's primary.
    await expect(background).toBe('rgb(186, 62, 42)');
    await expect(background).toBe(getComputedStyle(page).backgroundColor);
    await userEvent.click(confirm);
    await expect(await within(canvasElement).findByText('answer: true')).toBeVisible();
  },
};
