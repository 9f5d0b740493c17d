// /api/tarot (src/shared/api/tarot.ts): HTTP only. Both paths need the session ('Please sign in
// or create an account to play…' for a visitor) and act for the session's customer alone, so no
// request can see or play another customer's board.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { neverCache } from '#server/http/never-cache.ts';
import { parseInput } from '#server/http/parse-input.ts';
import type { AuthService } from '#server/features/auth/service.ts';
import {
  TarotPlayRequestSchema,
  type TarotGameState,
  type TarotPlayResponse,
} from '#shared/api/tarot.ts';
import { copy } from '#shared/copy/catalogue.ts';
import type { TarotService } from './service.ts';

export function tarotRoutes(deps: {
  tarot: TarotService;
  auth: Pick<AuthService, 'requireCustomer'>;
}): FastifyPluginAsync {
  const { tarot, auth } = deps;

  /** The game has its own words for a visitor (spec §8). */
  const requireCustomer = (request: FastifyRequest, reply: FastifyReply) =>
    auth.requireCustomer(request, reply, copy.tarot.signInRequired);

  return async (app) => {
    neverCache(app);

    app.get('/tarot/game', async (request, reply) => {
      const customer = await requireCustomer(request, reply);
      const body: TarotGameState = await tarot.state(customer.id);
      return body;
    });

    app.post('/tarot/attempt', async (request, reply) => {
      const customer = await requireCustomer(request, reply);
      const { positions } = parseInput(TarotPlayRequestSchema, request.body);
      const body: TarotPlayResponse = await tarot.play(customer.id, positions);
      return reply.status(201).send(body);
    });
  };
}
