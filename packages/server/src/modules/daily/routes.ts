import { RECORDING_LIMITS } from '@buddy/domain';
import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import { HttpError } from '../../plugins/errors';
import { DAILY_MESSAGES, malformedUpload, type DailyService } from './service';

/** The daily study's calls (spec §7 Study): load/video and its one-time address, prgrs, ptflo upload. */
export function dailyRoutes(router: ContractRouter, service: DailyService): void {
  router.route('/study-course/studies/load/video', 'post', async (request) => ({
    result: await service.video(claimsOf(request).memNo, request.body.url),
  }));
  router.route('/study-course/studies/video/{ticket}', 'get', async (request) => ({
    result: await service.openVideo(request.params.ticket),
  }));
  router.route('/study-course/sample/day', 'get', async () => ({ result: await service.sampleDay() }));
  router.route('/study-course/studies/prgrs', 'post', async (request) => ({
    result: await service.progress(claimsOf(request).memNo, request.body),
  }));
  router.route('/study-course/studies/ptflo', 'post', async (request) => {
    const memNo = claimsOf(request).memNo;
    if (!request.isMultipart())
      throw new HttpError(400, 'RECORDING_MISSING', DAILY_MESSAGES.recordingMissing);
    // One file; the fields must come before it (the browser's FormData keeps the order it was built in).
    let file;
    try {
      file = await request.file({
        limits: { fileSize: RECORDING_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 100 },
      });
    } catch (error) {
      throw malformedUpload(error);
    }
    return { result: await service.upload(memNo, file) };
  });
}
