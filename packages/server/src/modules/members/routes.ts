import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { MembersService } from './service';

export function memberRoutes(router: ContractRouter, service: MembersService): void {
  router.route('/mypage/profile', 'get', async (request) => ({
    result: await service.profile(claimsOf(request).memNo),
  }));
  router.route('/exhibits/students/products', 'get', async (request) => ({
    result: await service.products(claimsOf(request).memNo),
  }));
}
