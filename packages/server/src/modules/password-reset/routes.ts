import type { ContractRouter } from '../../plugins/openapi';
import type { PasswordResetService } from './service';

/** find/password (the guardian gets a code) and find/password/code (the code gives a reset token), ADR 045. */
export function passwordResetRoutes(
  router: ContractRouter,
  service: PasswordResetService,
  perMinute: number,
): void {
  const config = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  router.route(
    '/auth/students/find/password',
    'post',
    async (request) => ({ result: await service.request(request.body) }),
    { config },
  );
  router.route(
    '/auth/students/find/password/code',
    'post',
    async (request) => ({ result: await service.verify(request.body) }),
    { config },
  );
}
