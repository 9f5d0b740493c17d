// /api/tarot (src/shared/api/tarot.ts): HTTP only. Both paths need the session ('Please sign in
// or create an account to play…' for a visitor) and act for the session's customer alone, so no
// request can see or play another customer's board.
import { neverCache } from '#server/http/never-cache.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import {
  TarotPlayRequestSchema,
  type TarotGameState,
  type TarotPlayResponse,
} from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { TarotService } from './service.ts';

export function tarotRoutes(deps: {
  tarot: TarotService;
  scopes: Pick<CustomerScopes, 'requireCustomer' | 'customerOf'>;
}): RoutesPlugin {
  const { tarot, scopes } = deps;

  return async (app) => {
    neverCache(app);
    /** The game has its own words for a visitor (docs/product.md §8). */
    app.addHook('preValidation', scopes.requireCustomer(copy.tarot.signInRequired));

    app.get('/tarot/game', async (request) => {
      const customer = scopes.customerOf(request);
      const body: TarotGameState = await tarot.state(customer.id);
      return body;
    });

    app.post(
      '/tarot/attempt',
      { schema: { body: TarotPlayRequestSchema } },
      async (request, reply) => {
        const customer = scopes.customerOf(request);
        const { positions } = request.body;
        const body: TarotPlayResponse = await tarot.play(customer.id, positions);
        return reply.status(201).send(body);
      },
    );
  };
}
