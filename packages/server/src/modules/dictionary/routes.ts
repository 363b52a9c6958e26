import type { ContractRouter } from '../../plugins/openapi';
import type { DictionaryService } from './service';

export function dictionaryRoutes(router: ContractRouter, service: DictionaryService): void {
  router.route('/study/dictionary', 'get', async (request, reply) => {
    const outcome = service.lookup(request.query.word);
    if (outcome.found) return { result: outcome.entry };
    // The miss is an answer with a body of its own (the suggestions), not a thrown error.
    return reply.code(404).send(outcome.miss) as never;
  });
}
