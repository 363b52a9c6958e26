/**
 * What a visitor tries without an account (issue 26, ADR 047): the sample day (its units played in the page, the
 * way on to the sample test and the trial request; the day failing to load) and the sample weekly test's start card
 * (and its refusal when too many starts came from one address).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleDayHandlers, sampleTestHandlers, sessionHandlers } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';
import { toneMicrophone } from '../../stories/tone-microphone';

const meta = {
  title: 'App/Brand/Samples',
  component: AppStory,
  args: { path: '/experience/day' },
  parameters: {
    layout: 'fullscreen',
    ...fakeApi({ session: sessionHandlers(), sample: [...sampleDayHandlers(), ...sampleTestHandlers()] }),
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample day: a card turned moves its unit's rate in the page; the next steps lead on. */
export const Day: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /A코스 1단계 1주 1일차/ }),
    ).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: '1일차 학습 순서' });
    await userEvent.click(within(nav).getByRole('link', { name: /Word Cards/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'mom 카드 뒤집어 뜻 보기' }));
    await expect(within(nav).getByRole('link', { name: /Word Cards/ })).toHaveTextContent('25%');
    await expect(canvas.getByRole('link', { name: '주간 테스트 맛보기' })).toHaveAttribute(
      'href',
      '/tests?sample=W',
    );
    await expect(canvas.getByRole('link', { name: '체험 신청하기' })).toHaveAttribute(
      'href',
      '/experience/apply',
    );
  },
};

/**
 * The sample day's speak unit (issue 30, ADR 071): the visitor's recording is heard beside the sentence's model voice,
 * kept in the page ('다 했어요' counts it; nothing is uploaded).
 */
export const DaySpeakCompare: Story = {
  // Not shot: the baselines are kept few; the block's stories show every state at 390, 900 and 1280 px.
  tags: ['!screen'],
  name: 'Day: speak, listen and compare',
  args: { path: '/experience/day?unit=3' },
  beforeEach: toneMicrophone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '녹음하기' }));
    // A second of voice (a recording stopped at once may hold no sound to draw).
    await expect(await canvas.findByText(/^녹음 시간 0:01/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '녹음 멈추기' }));
    const compare = await canvas.findByRole('region', { name: '목소리 비교하기' });
    await expect(await canvas.findByRole('img', { name: /^내 목소리 파형, [\d.]+초$/ })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /^선생님 목소리 파형, [\d.]+초$/ })).toBeVisible();
    await userEvent.click(within(compare).getByRole('button', { name: '비교해서 듣기' }));
    await waitFor(() => expect(compare).toHaveAttribute('data-state', 'ended'), { timeout: 10_000 });
  },
};

/** The day cannot be loaded: the reason and a way to try again. */
export const DayFailed: Story = {
  parameters: fakeApi({ session: sessionHandlers(), sample: sampleDayHandlers({ fail: true }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '다시 불러오기' })).toBeVisible();
  },
};

/** The sample test's start: what it is, that nothing is kept, and its button. */
export const TestStart: Story = {
  args: { path: '/tests?sample=W' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '주간 테스트 맛보기' })).toBeVisible();
    await expect(canvas.getByText('맛보기 결과는 이 창에서만 볼 수 있고 저장되지 않아요.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '체험 신청하기' })).toHaveAttribute(
      'href',
      '/experience/apply',
    );
  },
};

/** Too many starts from one address: the server's reason, and the button stays to try later. */
export const TestStartRefused: Story = {
  args: { path: '/tests?sample=W' },
  parameters: fakeApi({
    session: sessionHandlers(),
    sample: sampleTestHandlers({
      fail: { status: 429, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
    }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '맛보기 시작하기' }));
    await expect(await canvas.findByText('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.')).toBeVisible();
    await expect(canvas.getByText('맛보기를 시작하지 못했어요')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '맛보기 시작하기' })).toBeEnabled();
  },
};
