import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { sampleBranches, siteHandlers } from '@buddy/mocks';
import { fakeBackend } from '@buddy/mocks/browser';
import { renderScreen, unmountScreen } from '../../app/screen-test';
import TrialRequestPage from './trial-request-page';

/** The fake /v2's first branch (of office 01, 서울): the one the form picks. */
const branch = sampleBranches()[0]!.branch;

afterEach(unmountScreen);

const dialog = page.getByRole('alertdialog', { name: '체험 신청 실패' });
const closeDialog = () => userEvent.click(page.getByRole('button', { name: '확인' }));
const submit = () => userEvent.click(page.getByRole('button', { name: '체험 신청하기' }));
const choose = async (select: string, option: string) => {
  await userEvent.click(page.getByRole('combobox', { name: select }));
  await userEvent.click(page.getByRole('option', { name: option }));
};

const render = (path = '/experience/apply') =>
  renderScreen({
    backend: fakeBackend(),
    path,
    routes: [{ path: '/experience/apply', element: <TrialRequestPage /> }],
    handlers: siteHandlers(),
  });

describe('given a parent asking for a free trial', () => {
  it('with nothing chosen, names the grade first, focuses it and sends nothing', async () => {
    const { sent } = await render();
    await submit();
    await expect.element(dialog).toHaveTextContent('아이 학년 항목을 확인해주세요.');
    await closeDialog();
    await expect.element(page.getByRole('combobox', { name: '아이 학년' })).toHaveFocus();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks for a mobile number in its shape, then for the consent', async () => {
    await render();
    await choose('아이 학년', '2학년');
    await userEvent.fill(page.getByRole('textbox', { name: '보호자 이름' }), '김엄마');
    await userEvent.fill(page.getByRole('textbox', { name: '휴대전화 번호' }), '02-123-4567');
    await choose('지역', '서울');
    await choose('희망 지점', branch.branchNm);
    await submit();
    await expect.element(dialog).toHaveTextContent('휴대전화 번호를 010-1234-5678처럼 입력해 주세요.');
    await closeDialog();
    await expect.element(page.getByRole('textbox', { name: '휴대전화 번호' })).toHaveFocus();
    await userEvent.fill(page.getByRole('textbox', { name: '휴대전화 번호' }), '010 1234 5678');
    await submit();
    await expect.element(dialog).toHaveTextContent('개인정보 수집·이용에 동의해 주세요.');
    await closeDialog();
    await expect.element(page.getByRole('checkbox', { name: /동의해요/ })).toHaveFocus();
  });

  it('sends the request and says which branch will call which number', async () => {
    const { sent } = await render();
    await choose('아이 학년', '취학 전');
    await userEvent.fill(page.getByRole('textbox', { name: '보호자 이름' }), ' 김엄마 ');
    await userEvent.fill(page.getByRole('textbox', { name: '휴대전화 번호' }), '01012345678');
    await choose('지역', '서울');
    await choose('희망 지점', branch.branchNm);
    await userEvent.fill(page.getByRole('textbox', { name: '궁금한 점' }), '주말 수업이 있나요?');
    await userEvent.click(page.getByRole('checkbox', { name: /동의해요/ }));
    await submit();
    // The form is gone: its acknowledgement's heading has the focus.
    await expect.element(page.getByRole('heading', { level: 1, name: '체험 신청을 받았어요' })).toHaveFocus();
    await expect
      .element(
        page.getByText(`${branch.branchNm}에서 010-****-5678(으)로 곧 전화드릴게요.`, { exact: false }),
      )
      .toBeVisible();
    const posted = sent.filter((request) => request.path === '/site-mgr/trial-requests');
    expect(posted.map((request) => request.body)).toEqual([
      {
        childGrade: 'P',
        parentName: '김엄마',
        phone: '010-1234-5678',
        branchCd: branch.branchCd,
        note: '주말 수업이 있나요?',
        consent: true,
      },
    ]);
  });

  it('starts from the branch its address names (a branch page’s link), its region chosen too', async () => {
    const second = sampleBranches()[1]!.branch;
    await render(`/experience/apply?branchCd=${second.branchCd}`);
    await expect
      .element(page.getByRole('combobox', { name: '희망 지점' }))
      .toHaveTextContent(second.branchNm);
    await expect
      .element(page.getByRole('combobox', { name: '지역' }))
      .toHaveTextContent(second.salesOfficeNm);
  });
});
