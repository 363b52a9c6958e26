import { claimsOf } from '../../plugins/auth';
import { unauthorized } from '../../plugins/errors';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session';
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
    async (request, reply) => {
      const result = await service.login(request.body);
      // A new session for the web app (ADR 048); the answer still carries memToken for other clients.
      setSessionCookie(reply, result.memToken, result.expiresIn);
      return { result };
    },
    { config: perMinute(limits.login) },
  );
  router.route('/auth/students/session', 'post', async (request, reply) => {
    // The header only: a cookie cannot stand in for the token this call turns into a cookie.
    if (request.authBy !== 'bearer') throw unauthorized();
    const { token, expiresIn } = await service.session(claimsOf(request));
    setSessionCookie(reply, token, expiresIn);
    return { result: true as const };
  });
  router.route('/auth/students/logout', 'post', async (request, reply) => {
    await service.logout(claimsOf(request));
    clearSessionCookie(reply);
    return { result: true as const };
  });
  router.route(
    '/auth/students/password',
    'post',
    async (request, reply) => {
      await service.changePassword(claimsOf(request), request.body);
      // Every session of the member is revoked: the cookie goes too (the app signs in again).
      clearSessionCookie(reply);
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
