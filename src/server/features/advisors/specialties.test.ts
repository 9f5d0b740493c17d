// Specialties and languages as advisor fields (docs/decisions/051): the back office sets them
// (audited with before and after, the ids in the list's order), the public feed carries them
// beside its original fields, the rules refuse an id the lists do not know, and the demo advisors
// have some.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdvisorFeedSchema } from '#shared/api/advisors.ts';
import { AdvisorAdminViewSchema } from '#shared/api/admin/advisors.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { advisorSpecialties } from '#shared/advisors/specialties.ts';
import { seedDemo, temporaryDataDir } from '#tests/support/advisors.ts';
import { signedInOperator, type SignedInOperator } from '#tests/support/operators.ts';
import { createTestApp, type TestApp } from '#tests/support/test-app.ts';
import { checkedProfile } from './operator.ts';

let t: TestApp;
let data: ReturnType<typeof temporaryDataDir>;
let owner: SignedInOperator;

beforeEach(async () => {
  data = temporaryDataDir();
  t = await createTestApp({ env: { DATA_DIR: data.dir } });
  await seedDemo(t);
  owner = await signedInOperator(t, 'owner');
});
afterEach(async () => {
  await t.close();
  data.remove();
});

async function feedRecord(agentId: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/advisors' });
  const record = AdvisorFeedSchema.parse(res.json()).find((r) => r.agentId === agentId);
  if (!record) throw new Error(`advisor ${agentId} is not on the feed`);
  return record;
}

const edit = (extension: number, payload: object, cookies = owner.cookies) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/advisors/${extension}`, cookies, payload });

describe('specialties and languages', () => {
  it('the feed carries the demo advisors’ specialties and languages beside its original fields', async () => {
    const celeste = await feedRecord('4001');
    expect(celeste).toMatchObject({
      agentName: 'Celeste Moreau',
      specialties: ['tarot', 'clairvoyance', 'love'],
      languages: ['fr', 'en'],
    });
    expect(celeste.status).toBeDefined();
    expect((await feedRecord('4002')).languages).toEqual(['fr']);
  });

  it('an owner sets them: stored in the list’s order, on the feed at once, one audit row', async () => {
    const res = await edit(4002, {
      specialties: ['love', 'mediumship', 'love'],
      languages: ['en', 'fr'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(AdvisorAdminViewSchema.parse(res.json())).toMatchObject({
      specialties: ['mediumship', 'love'],
      languages: ['fr', 'en'],
    });
    expect(await feedRecord('4002')).toMatchObject({
      specialties: ['mediumship', 'love'],
      languages: ['fr', 'en'],
    });
    const rows = await t.database.kysely
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'advisor.edit')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.operatorId).toBe(owner.id);
    expect(JSON.parse(rows[0]?.beforeJson ?? '{}')).toEqual({
      specialties: ['mediumship'],
      languages: ['fr'],
    });
    expect(JSON.parse(rows[0]?.afterJson ?? '{}')).toEqual({
      specialties: ['mediumship', 'love'],
      languages: ['fr', 'en'],
    });
  });

  it('an empty list clears them', async () => {
    const res = await edit(4001, { specialties: [] });
    expect(res.statusCode, res.body).toBe(200);
    expect((await feedRecord('4001')).specialties).toEqual([]);
  });

  it('an unknown id is refused and changes nothing, at the API and in the rules', async () => {
    const refused = await edit(4001, { specialties: ['palmistry'] });
    expect(refused.statusCode).toBe(400);
    // The command line reaches the rules without the API's schema.
    expect(() => checkedProfile({ specialties: ['palmistry' as 'tarot'] })).toThrow(
      adminCopy.advisorRules.notInList.specialty('palmistry', advisorSpecialties.join(', ')),
    );
    expect((await feedRecord('4001')).specialties).toEqual(['tarot', 'clairvoyance', 'love']);
  });

  it('support may not set them', async () => {
    const support = await signedInOperator(t, 'support');
    const res = await edit(4001, { specialties: ['tarot'] }, support.cookies);
    expect(res.statusCode).toBe(403);
  });
});
