import { describe, expect, it } from 'vitest';
import type { QrFile } from '@buddy/contract';
import { qrQueries } from './qrcode';
import { harness, json, testQueryClient } from './test/fake-fetch';

describe('given the QR answer sheets call', () => {
  it('asks for a course and a book, with no token needed', async () => {
    const { api, requests } = harness(() => json({ result: [] }));
    await testQueryClient().fetchQuery(qrQueries.files(api, 'B', 'WB'));
    expect(requests[0]?.url).toBe('http://api.test/v2/qrcode/findFiles?srchCatgrTp=B&srchAnswerSheetDvcd=WB');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('keeps the whole answer, read as its sheets, for the session', async () => {
    const sheets: QrFile[] = [
      { stdCourse: 'B', stdStep: 1, stdWeek: 1, stdType: 'SB', fileImagePath: '/qrcode/B/SB/1-1.svg' },
    ];
    const { api } = harness(() => json({ result: sheets }));
    const options = qrQueries.files(api, 'B', 'SB');
    const answer = await testQueryClient().fetchQuery(options);
    expect(answer).toEqual({ result: sheets });
    expect(options.select?.(answer)).toEqual(sheets);
    expect(options.staleTime).toBe(Infinity);
  });
});
