// A parent's request for a free trial class (issue 26 point 9): stored for the branch, acknowledged with the
// branch's name and the phone masked, checked as the app checks it, and throttled per phone and per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trialRequests } from '../src/db/schema';
import { demoBranches } from '@buddy/domain/demo';
import { createTestApp, expectContract, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const URL_PATH = '/site-mgr/trial-requests';
const branch = demoBranches()[0]!;
let address = 0;
const send = (payload: Record<string, unknown>, remoteAddress?: string) => {
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: `/v2${URL_PATH}`,
    payload,
    remoteAddress: remoteAddress ?? `127.0.70.${address}`,
  });
};
const request = (overrides: Record<string, unknown> = {}) => ({
  childGrade: '2',
  parentName: '김엄마',
  phone: '010 1234 5678',
  branchCd: branch.branchCd,
  note: '주말 수업이 있나요?',
  consent: true,
  ...overrides,
});

describe('given a parent asking for a trial class', () => {
  it('stores the request for the branch and answers its number, the branch and the phone masked', async () => {
    const response = await send(request());
    expect(response.statusCode, response.body).toBe(200);
    const { result } = expectContract(response, URL_PATH, 'post') as {
      result: { requestNo: number; branchNm: string; phone: string };
    };
    expect(result).toEqual({ requestNo: expect.any(Number), branchNm: branch.name, phone: '010-****-5678' });
    const rows = await t.database.db.select().from(trialRequests);
    expect(rows.find((row) => row.requestNo === result.requestNo)).toMatchObject({
      childGrade: '2',
      parentName: '김엄마',
      phone: '010-1234-5678',
      branchCd: branch.branchCd,
      note: '주말 수업이 있나요?',
    });
  });

  it.each([
    [{ childGrade: '9' }, 400],
    [{ consent: false }, 400],
    [{ phone: '02-123-4567' }, 400],
    [{ parentName: '   ' }, 400],
    [{ branchCd: 'B9999' }, 400],
    [{ branchCd: 'nope' }, 400],
    [{ note: 'x'.repeat(501) }, 400],
  ])('refuses %j with a message about that field, and stores nothing', async (overrides, status) => {
    const before = (await t.database.db.select().from(trialRequests)).length;
    const phone = 'phone' in overrides ? overrides.phone : '010-2222-0001';
    const response = await send(request({ ...overrides, phone }));
    expect(response.statusCode).toBe(status);
    const body = expectContract(response, URL_PATH, 'post') as { code: string; message: string };
    expect(body.message).not.toBe('요청 형식이 올바르지 않습니다.');
    expect((await t.database.db.select().from(trialRequests)).length).toBe(before);
  });

  it('says exactly what is wrong with the phone and the consent', async () => {
    expect((await send(request({ phone: '1234' }))).json()).toEqual({
      code: 'TRIAL_FIELD',
      message: '휴대전화 번호를 010-1234-5678처럼 입력해 주세요.',
    });
    expect((await send(request({ phone: '010-3333-0001', consent: false }))).json()).toEqual({
      code: 'TRIAL_FIELD',
      message: '개인정보 수집·이용에 동의해 주세요. 동의하지 않으면 체험을 신청할 수 없어요.',
    });
    expect((await send(request({ phone: '010-3333-0002', branchCd: 'B9999' }))).json()).toEqual({
      code: 'BRANCH_NOT_FOUND',
      message: '선택한 지점을 찾을 수 없습니다. 지점을 다시 골라 주세요.',
    });
  });

  it('takes at most 3 requests a day for one phone number', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await send(request({ phone: '010-4444-5555' }))).statusCode).toBe(200);
    }
    const fourth = await send(request({ phone: '01044445555' }));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(expectContract(fourth, URL_PATH, 'post')).toEqual({
      code: 'THROTTLED',
      message: '이 번호로 오늘 이미 여러 번 신청했어요. 지점에서 곧 연락드릴 거예요.',
    });
  });

  it('takes at most 5 requests an hour from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await send(request({ phone: `010-5555-000${i}` }), '127.0.71.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
