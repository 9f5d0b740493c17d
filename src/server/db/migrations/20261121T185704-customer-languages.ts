// The customer's language : the one their emails, texts and the phone line speak, chosen
// with the FR/EN switch and first set from the language they signed up in. Accounts made before
// French existed were made in English. And the language of the Terms they accepted: French is
// offered first (Charter of the French Language s.55), English binds only when chosen
// explicitly, so that choice, its moment and its wording are kept.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { columnTypes } from './column-types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const t = columnTypes(dialect);
  await db.schema
    .alterTable('customers')
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'fr-CA')`),
    )
    .execute();
  // Null for accounts made before the choice existed (they accepted the only, English, Terms).
  await db.schema
    .alterTable('customers')
    .addColumn('terms_language', 'text', (c) => c.check(sql`terms_language in ('en', 'fr-CA')`))
    .execute();
  // When the customer, offered the French Terms first, explicitly chose the English version.
  await db.schema
    .alterTable('customers')
    .addColumn(...t.timestamp('english_terms_chosen_at'))
    .execute();
  // And the box's label as the customer read it, kept like consent records' wording, so the
  // choice can be proved whatever the catalogue says later. Null when the French Terms bind.
  await db.schema
    .alterTable('customers')
    .addColumn('english_terms_wording', 'text', (c) =>
      c.check(sql`length(trim(english_terms_wording)) > 0`),
    )
    .execute();
}
