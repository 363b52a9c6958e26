import { claimsOf } from '../../plugins/auth';
import type { ContractRouter } from '../../plugins/openapi';
import type { BoardsService } from './service';

/** Spec §7 My page boards: the five calls of /mypage/inquiries, /mypage/memos and /site-mgr/qna. */
export function boardRoutes(router: ContractRouter, service: BoardsService): void {
  const me = (request: Parameters<typeof claimsOf>[0]) => claimsOf(request).memNo;
  for (const [base, kind] of [
    ['/mypage/inquiries', 'inquiry'],
    ['/site-mgr/qna', 'qna'],
  ] as const) {
    router.route(base, 'get', async (request) => service.list(kind, me(request), request.query));
    router.route(base, 'post', async (request) => ({
      result: await service.create(kind, me(request), request.body),
    }));
    router.route(`${base}/{boardNo}`, 'get', async (request) => ({
      result: await service.detail(kind, me(request), request.params.boardNo),
    }));
    router.route(`${base}/{boardNo}`, 'post', async (request) => ({
      result: await service.update(kind, me(request), request.params.boardNo, request.body),
    }));
    router.route(`${base}/{boardNo}/delete`, 'post', async (request) => ({
      result: await service.delete(kind, me(request), request.params.boardNo),
    }));
  }
  router.route('/mypage/memos', 'get', async (request) => service.listMemos(me(request), request.query));
  router.route('/mypage/memos', 'post', async (request) => ({
    result: await service.createMemo(me(request), request.body),
  }));
  router.route('/mypage/memos/{boardNo}', 'get', async (request) => ({
    result: await service.memo(me(request), request.params.boardNo),
  }));
  router.route('/mypage/memos/{boardNo}', 'post', async (request) => ({
    result: await service.updateMemo(me(request), request.params.boardNo, request.body),
  }));
  router.route('/mypage/memos/{boardNo}/delete', 'post', async (request) => ({
    result: await service.delete('memo', me(request), request.params.boardNo),
  }));
}
