// The texts operators write, in French beside the English : the promotion banner's
// message, the platform announcement's title and message, and the tarot cards' names. A column
// per text, beside the English one, rather than a table of translations: each text exists in
// exactly two languages, the site reads a row with its French in one query, and both databases
// add a nullable column the same way. Null means "not written in French yet": the site then
// shows the English, marked as English. Existing tarot cards get their standard French names.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** The deck's French names (Tarot de Marseille), by the card's id; frozen with this migration. */
const tarotCardFrenchNames: Readonly<Record<string, string>> = {
  'the-fool': 'Le Mat',
  'the-magician': 'Le Bateleur',
  'the-high-priestess': 'La Papesse',
  'the-empress': 'L’Impératrice',
  'the-emperor': 'L’Empereur',
  'the-hierophant': 'Le Pape',
  'the-lovers': 'L’Amoureux',
  'the-chariot': 'Le Chariot',
  strength: 'La Force',
  'the-hermit': 'L’Hermite',
  'wheel-of-fortune': 'La Roue de Fortune',
  justice: 'La Justice',
  'the-hanged-man': 'Le Pendu',
  death: 'La Mort',
  temperance: 'Tempérance',
  'the-devil': 'Le Diable',
  'the-tower': 'La Maison Dieu',
  'the-star': 'L’Étoile',
  'the-moon': 'La Lune',
  'the-sun': 'Le Soleil',
  judgement: 'Le Jugement',
  'the-world': 'Le Monde',
  'ace-of-cups': 'As de Coupes',
  'ace-of-wands': 'As de Bâtons',
  'ace-of-swords': 'As d’Épées',
  'ace-of-pentacles': 'As de Deniers',
  'two-of-cups': 'Deux de Coupes',
  'ten-of-cups': 'Dix de Coupes',
  'knight-of-wands': 'Cavalier de Bâtons',
};

/** A French text is absent (null) or has words: never an empty string. */
const hasWords = (column: string) => sql`length(trim(${sql.ref(column)})) > 0`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see DialectMigration
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('promotions')
    .addColumn('message_fr', 'text', (c) => c.check(hasWords('message_fr')))
    .execute();
  await db.schema
    .alterTable('platform_announcements')
    .addColumn('title_fr', 'text', (c) => c.check(hasWords('title_fr')))
    .execute();
  await db.schema
    .alterTable('platform_announcements')
    .addColumn('message_fr', 'text', (c) => c.check(hasWords('message_fr')))
    .execute();
  await db.schema
    .alterTable('tarot_cards')
    .addColumn('name_fr', 'text', (c) => c.check(hasWords('name_fr')))
    .execute();
  for (const [id, nameFr] of Object.entries(tarotCardFrenchNames)) {
    await db
      .updateTable('tarot_cards')
      .set({ name_fr: nameFr })
      .where('id', '=', id)
      .where('name_fr', 'is', null)
      .execute();
  }
}
