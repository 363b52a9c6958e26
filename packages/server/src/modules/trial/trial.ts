import { maskPhone, normalizePhone, validateTrialForm } from '@buddy/domain';
import type { components } from '@buddy/contract';
import type { Db } from '../../db/client';
import { trialRequests } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import type { ContractRouter } from '../../plugins/openapi';
import type { Clock } from '../../plugins/tokens';
import type { FailureThrottle } from '../auth/throttle';
import type { SiteRepository } from '../site/repository';

type TrialRequest = components['schemas']['TrialRequest'];
type TrialReceipt = components['schemas']['TrialReceipt'];

/** Requests per phone number in a day, and per client address in an hour. */
export const TRIAL_PHONE_POLICY = { maxFailures: 3, windowMs: 24 * 60 * 60 * 1000 } as const;
export const TRIAL_PER_ADDRESS_HOURLY = 5;

export const TRIAL_ERRORS = {
  /** 400 BRANCH_NOT_FOUND */
  branch: '선택한 지점을 찾을 수 없습니다. 지점을 다시 골라 주세요.',
  /** 429 THROTTLED */
  tooMany: '이 번호로 오늘 이미 여러 번 신청했어요. 지점에서 곧 연락드릴 거예요.',
} as const;

/**
 * A parent's request for a free trial class (issue 26 point 9): checked as the app checks it (domain
 * validateTrialForm), the branch must exist, at most 3 a day for one phone number; stored for the branch to call back.
 */
export class TrialService {
  constructor(
    private readonly db: Db,
    private readonly site: SiteRepository,
    private readonly phoneThrottle: FailureThrottle,
    private readonly clock: Clock,
  ) {}

  async request(body: TrialRequest): Promise<TrialReceipt> {
    const values = { ...body, note: body.note ?? '' };
    const invalid = validateTrialForm(values);
    if (invalid) throw new HttpError(400, 'TRIAL_FIELD', invalid.message);
    const phone = normalizePhone(body.phone) ?? '';
    const branch = await this.site.branch(body.branchCd);
    if (!branch) throw new HttpError(400, 'BRANCH_NOT_FOUND', TRIAL_ERRORS.branch);
    const wait = await this.phoneThrottle.begin(`trial:${phone}`);
    if (wait > 0)
      throw new HttpError(429, 'THROTTLED', TRIAL_ERRORS.tooMany, { 'retry-after': String(wait) });
    const [row] = await this.db
      .insert(trialRequests)
      .values({
        childGrade: body.childGrade,
        parentName: body.parentName.trim(),
        phone,
        branchCd: branch.branchCd,
        note: values.note.trim(),
        createdAt: this.clock(),
      })
      .returning({ requestNo: trialRequests.requestNo });
    if (!row) throw new Error('trial_requests insert returned nothing');
    return { requestNo: row.requestNo, branchNm: branch.name, phone: maskPhone(phone) };
  }
}

export function trialRoutes(router: ContractRouter, service: TrialService): void {
  router.route(
    '/site-mgr/trial-requests',
    'post',
    async (request) => ({ result: await service.request(request.body) }),
    { config: { rateLimit: { max: TRIAL_PER_ADDRESS_HOURLY, timeWindow: 60 * 60 * 1000 } } },
  );
}
