// /api/me/favourites (src/shared/api/favourites.ts): HTTP only. The scope is for a signed-in
// customer (401 UNAUTHENTICATED for a visitor), and every handler passes only that customer's id
// on, so no request can read or change another customer's favourites.
import { neverCache } from '#server/http/never-cache.ts';
import type { RoutesPlugin } from '#server/http/route-schemas.ts';
import type { CustomerScopes } from '#server/http/sessions/customer-sessions.ts';
import { FavouriteParamsSchema, type FavouritesResponse } from '#shared/api/favourites.ts';
import type { FavouritesService } from './service.ts';

export function favouritesRoutes(deps: {
  favourites: FavouritesService;
  scopes: CustomerScopes;
}): RoutesPlugin {
  const { favourites, scopes } = deps;
  return async (app) => {
    neverCache(app);
    app.addHook('preValidation', scopes.requireCustomer());
    const byAdvisor = { schema: { params: FavouriteParamsSchema } };

    app.get('/', async (request) => {
      const body: FavouritesResponse = {
        favourites: await favourites.list(scopes.customerOf(request).id),
      };
      return body;
    });

    app.put('/:agentId', byAdvisor, async (request) => {
      const customer = scopes.customerOf(request);
      const body: FavouritesResponse = {
        favourites: await favourites.add(customer.id, request.params.agentId),
      };
      return body;
    });

    app.delete('/:agentId', byAdvisor, async (request) => {
      const customer = scopes.customerOf(request);
      const body: FavouritesResponse = {
        favourites: await favourites.remove(customer.id, request.params.agentId),
      };
      return body;
    });
  };
}
