import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { AuthService } from './service';

export interface AuthRouteLimits {
  /** Login attempts a minute per client address. */
  login: number;
  /** find/id calls a minute per client address (find/password: modules/password-reset). */
  find: number;
}

export function authRoutes(router: ContractRouter, service: AuthService, limits: AuthRouteLimits): void {
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

  router.route(
    '/auth/students/login',
    'post',
    async (request) => ({ result: await service.login(request.body) }),
    { config: perMinute(limits.login) },
  );
  router.route('/auth/students/logout', 'post', async (request) => {
    await service.logout(claimsOf(request));
    return { result: true as const };
  });
  router.route(
    '/auth/students/password',
    'post',
    async (request) => {
      await service.changePassword(claimsOf(request), request.body);
      return { result: true as const };
    },
    { config: { tokenPurposes: ['access', 'pwf'] } },
  );
  router.route(
    '/auth/students/find/id',
    'post',
    async (request) => ({ result: await service.findId(request.body) }),
    { config: perMinute(limits.find) },
  );
  router.route('/auth/purunet/info', 'get', async (request) => ({
    result: await service.purunetInfo(claimsOf(request)),
  }));
}
