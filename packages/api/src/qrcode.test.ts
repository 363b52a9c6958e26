import { describe, expect, it } from 'vitest';
import { qrApi } from './qrcode';
import { harness, json } from './test/fake-fetch';

describe('given the QR answer sheets call', () => {
  it('asks for a course and a book, with no token needed', async () => {
    const { api, requests } = harness(() => json({ result: [] }));
    await qrApi(api).findFiles('B', 'WB');
    expect(requests[0]?.url).toBe('http://api.test/v2/qrcode/findFiles?srchCatgrTp=B&srchAnswerSheetDvcd=WB');
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });
});
