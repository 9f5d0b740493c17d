// A customer's favourite advisors (docs/decisions/051): the hearts on the board's cards and the
// profile page, "My advisors" on the board and the dashboard's card. Only listed advisors can be
// added, and only listed ones are answered (an advisor taken off the board drops out of the list
// and comes back if listed again). Adding and removing are idempotent. Account deletion and the
// data export read the table themselves (src/server/features/customers/). The only file of this
// feature other features may import.
import type { Clock } from '#server/clock.ts';
import type { Database } from '#server/db/database.ts';
import type { AdvisorsService } from '#server/features/advisors/service.ts';
import { unknownAdvisor } from '#server/features/advisors/service.ts';
import * as repo from './repo.ts';

export function createFavouritesService(deps: {
  database: Database;
  clock: Clock;
  advisors: Pick<AdvisorsService, 'findByExtension'>;
}) {
  const { clock, advisors } = deps;
  const db = deps.database.kysely;

  /** The agentIds (extensions) of the customer's favourites, in the order they added them. */
  async function list(customerId: string): Promise<string[]> {
    return (await repo.listExtensions(db, customerId)).map(String);
  }

  /** The listed advisor with this agentId, or ADVISOR_NOT_FOUND. */
  async function listedAdvisor(agentId: string) {
    const advisor = await advisors.findByExtension(Number(agentId));
    if (!advisor?.isListed) throw unknownAdvisor(agentId);
    return advisor;
  }

  return {
    list,

    async add(customerId: string, agentId: string): Promise<string[]> {
      const advisor = await listedAdvisor(agentId);
      await repo.add(db, customerId, advisor.id, clock.now().toISOString());
      return list(customerId);
    },

    async remove(customerId: string, agentId: string): Promise<string[]> {
      const advisor = await advisors.findByExtension(Number(agentId));
      if (advisor) await repo.remove(db, customerId, advisor.id);
      return list(customerId);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;
