// The signed-in customer's favourite advisors (docs/decisions/051), under /api/me/favourites: the
// extensions (the feed's agentId) of the listed advisors they keep, in the order they added them.
// A visitor gets 401 UNAUTHENTICATED; a customer only ever reads and changes their own.
//   GET    /api/me/favourites             → 200 FavouritesResponse
//   PUT    /api/me/favourites/:agentId    → 200 FavouritesResponse (added; also when it was);
//          404 ADVISOR_NOT_FOUND for an extension the board does not list
//   DELETE /api/me/favourites/:agentId    → 200 FavouritesResponse (removed; also when it was not)
import * as z from 'zod/mini';

export const FavouritesResponseSchema = z.object({ favourites: z.array(z.string()) });
export type FavouritesResponse = z.infer<typeof FavouritesResponseSchema>;

export const FavouriteParamsSchema = z.strictObject({
  agentId: z.string().check(z.regex(/^\d{4}$/)),
});

export const favouritesPath = '/api/me/favourites';
