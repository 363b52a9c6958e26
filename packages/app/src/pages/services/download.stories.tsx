/**
 * The download room (/services/download): the brochure with its preview, facts and download link, and the installer
 * page in each state a browser can be in: nothing offered (the steps per browser), an install offered (our button
 * shows the browser's dialog), and installed. The browser's offer is a fake `beforeinstallprompt` event.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sessionHandlers, siteHandlers } from '@buddy/mocks';
import { resetInstallStore } from '../../app/install';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Customer centre/Download room',
  component: AppStory,
  args: { path: '/services/download/brochure' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: sessionHandlers(), site: siteHandlers() }) },
  // Each story starts in a browser that has offered nothing yet.
  beforeEach: () => {
    resetInstallStore();
  },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What Chromium fires when the site can be installed, answering `outcome` when its dialog is used. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const prompt = fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  window.dispatchEvent(event);
  return prompt;
}

/** The brochure: its cover, facts, contents, the download link with its size, and the note for parents. */
export const Brochure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '브로슈어' })).toBeVisible();
    const link = canvas.getByRole('link', { name: '브로슈어 내려받기 (PDF, 200 KB)' });
    await expect(link).toHaveAttribute('href', '/content/download/buddy-english-brochure.pdf');
    await expect(link).toHaveAttribute('download', '버디잉글리시-브로슈어.pdf');
    await expect(canvas.getByRole('img', { name: /브로슈어 표지/ })).toBeVisible();
    await expect(canvas.getByText('3쪽')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '부모님께' })).toBeVisible();
    // The customer centre's menu names the download room; the room's own menu marks the page.
    const centre = canvas.getByRole('navigation', { name: '고객센터 메뉴' });
    await expect(within(centre).getByRole('link', { name: '자료실' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const room = canvas.getByRole('navigation', { name: '자료실 메뉴' });
    await expect(within(room).getByRole('link', { name: '브로슈어' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(room).getByRole('link', { name: '설치 프로그램' })).toHaveAttribute(
      'href',
      '/services/download/installer',
    );
  },
};

export const BrochureMobile: Story = { globals: { viewport: { value: 'mobile' } } };

/** No offer from the browser (Safari, Firefox, or Chromium before it offers): the steps for each device. */
export const Installer: Story = {
  args: { path: '/services/download/installer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '설치 프로그램' })).toBeVisible();
    await expect(canvas.getByText(/설치 버튼을 바로 보여 드릴 수 없어요/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '앱으로 설치하기' })).toBeNull();
    for (const name of ['PC (크롬, 엣지)', '안드로이드 휴대폰·태블릿 (크롬)', '아이패드·아이폰 (사파리)']) {
      await expect(canvas.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(canvas.getByRole('heading', { level: 4, name: '‘홈 화면에 추가’를 골라요' })).toBeVisible();
  },
};

/** The browser offers to install: our button shows its dialog; accepted, the page says the app is installed. */
export const InstallerOffered: Story = {
  args: { path: '/services/download/installer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '설치 프로그램' });
    const prompt = offerInstall('accepted');
    const button = await canvas.findByRole('button', { name: '앱으로 설치하기' });
    await userEvent.click(button);
    await waitFor(() => expect(prompt).toHaveBeenCalledOnce());
    await expect(await canvas.findByText('이미 앱으로 설치되어 있어요')).toBeVisible();
  },
};

/** The dialog was closed without installing: the steps again, and a word that it can be done later. */
export const InstallerDismissed: Story = {
  args: { path: '/services/download/installer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '설치 프로그램' });
    offerInstall('dismissed');
    await userEvent.click(await canvas.findByRole('button', { name: '앱으로 설치하기' }));
    await expect(await canvas.findByText(/설치를 취소했어요/)).toBeVisible();
  },
};

/** Installed (the browser told us, or the page runs as the app). */
export const InstallerInstalled: Story = {
  args: { path: '/services/download/installer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '설치 프로그램' });
    window.dispatchEvent(new Event('appinstalled'));
    await expect(await canvas.findByText('이미 앱으로 설치되어 있어요')).toBeVisible();
  },
};

export const InstallerMobile: Story = {
  args: { path: '/services/download/installer' },
  globals: { viewport: { value: 'mobile' } },
};
