// Finding an advisor and keeping one (docs/decisions/051):
// - advisors gain `specialties` and `languages`: comma-separated ids from
//   src/shared/advisors/specialties.ts, as the applications keep them; '' until an operator sets
//   them. The board filters the whole feed in the browser, so no query filters on them;
// - `customer_favourites`: the advisors a customer keeps as theirs, one row per pair (the
//   primary key makes adding one twice a no-op and answers "this customer's favourites").
import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  const { schema } = db;

  await schema
    .alterTable('advisors')
    .addColumn('specialties', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await schema
    .alterTable('advisors')
    .addColumn('languages', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await schema
    .createTable('customer_favourites')
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.id'))
    .addColumn('advisor_id', 'text', (c) => c.notNull().references('advisors.id'))
    .addColumn(...t.timestamp('created_at', (c) => c.notNull()))
    .addPrimaryKeyConstraint('customer_favourites_pkey', ['customer_id', 'advisor_id'])
    .execute();
}
