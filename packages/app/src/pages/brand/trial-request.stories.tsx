/**
 * The free-trial request (/experience/apply, issue 26): the empty form, one started from a branch's page (its region
 * and branch chosen), and the acknowledgement after sending.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleBranches, sessionHandlers, siteHandlers } from '@buddy/mocks';
import { AppStory, fakeApi } from '../../stories/app-story';

const meta = {
  title: 'App/Brand/Trial request',
  component: AppStory,
  args: { path: '/experience/apply' },
  parameters: { layout: 'fullscreen', ...fakeApi({ session: sessionHandlers(), site: siteHandlers() }) },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: grade, parent, phone, region and branch, a note, the consent. */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '무료 체험 신청' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '희망 지점' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: '지점 찾기에서 보기' })).toHaveAttribute(
      'href',
      '/services/branch',
    );
  },
};

/** The fake /v2's second branch (the site's demo branches). */
const fromBranch = sampleBranches()[1]!.branch;

/** Opened from a branch's page: that branch and its region are chosen already. */
export const FromABranch: Story = {
  args: { path: `/experience/apply?branchCd=${fromBranch.branchCd}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const branch = await canvas.findByRole('combobox', { name: '희망 지점' });
    await waitFor(() => expect(branch).toHaveTextContent(fromBranch.branchNm));
    await expect(canvas.getByRole('combobox', { name: '지역' })).toHaveTextContent(fromBranch.salesOfficeNm);
  },
};

/** Sent: the branch that will call, the number masked, the request's number. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const choose = async (select: string, option: string) => {
      await userEvent.click(await canvas.findByRole('combobox', { name: select }));
      await userEvent.click(await body.findByRole('option', { name: option }));
    };
    await choose('아이 학년', '1학년');
    await userEvent.type(canvas.getByRole('textbox', { name: '보호자 이름' }), '김엄마');
    await userEvent.type(canvas.getByRole('textbox', { name: '휴대전화 번호' }), '010-1234-5678');
    await choose('지역', '경기');
    await choose('희망 지점', '버디잉글리시 분당정자지점');
    await userEvent.click(canvas.getByRole('checkbox', { name: /동의해요/ }));
    await userEvent.click(canvas.getByRole('button', { name: '체험 신청하기' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '체험 신청을 받았어요' }),
    ).toBeVisible();
    await expect(canvas.getByText(/버디잉글리시 분당정자지점에서 010-\*{4}-5678/)).toBeVisible();
  },
};
