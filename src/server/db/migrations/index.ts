// Every migration, in order. An explicit map (no directory scanning) so that the bundled server
// carries them. `npm run db:migration:new -- <name>` adds a file and its two lines here.
import type { DialectMigration } from './dialect-migration.ts';
import * as m20261121T101500 from './20261121T101500-initial-schema.ts';
import * as m20261121T103141 from './20261121T103141-accounts.ts';
import * as m20261121T110857 from './20261121T110857-horoscope-readings.ts';
import * as m20261121T120450 from './20261121T120450-consent-records.ts';
import * as m20261121T134402 from './20261121T134402-job-runs.ts';
import * as m20261121T185704 from './20261121T185704-customer-languages.ts';
import * as m20261121T194203 from './20261121T194203-operator-texts-in-french.ts';
import * as m20261121T195807 from './20261121T195807-advisor-texts-in-french.ts';
import * as m20261126T123000 from './20261126T123000-phone-pins.ts';
import * as m20261126T124000 from './20261126T124000-refunds-and-disputes.ts';
import * as m20261126T125000 from './20261126T125000-outbox-message-customers.ts';
import * as m20261126T126000 from './20261126T126000-sessions-and-guessing-budgets.ts';
import * as m20261126T140000 from './20261126T140000-operators-and-audit-log.ts';
import * as m20261126T141000 from './20261126T141000-payout-rates-and-report-indexes.ts';
import * as m20261126T142000 from './20261126T142000-operator-customer-actions.ts';
import * as m20261127T000500 from './20261127T000500-sqlite-indexes-lost-in-a-rebuild.ts';
import * as m20261127T010000 from './20261127T010000-advisor-app.ts';
import * as m20261127T020000 from './20261127T020000-advisor-applications.ts';
import * as m20261127T030000 from './20261127T030000-advisor-calls-index.ts';
import * as m20261128T010000 from './20261128T010000-advisor-profile-changes.ts';
import * as m20261128T020000 from './20261128T020000-advisor-specialties-and-favourites.ts';
import * as m20261128T030000 from './20261128T030000-callback-queue-and-notices.ts';
import * as m20261128T040000 from './20261128T040000-reviews.ts';
import * as m20261128T050000 from './20261128T050000-limits-and-guarantee-claims.ts';
// <new-migration-import>

export const migrations: Readonly<Record<string, DialectMigration>> = {
  '20261121T101500-initial-schema': m20261121T101500,
  '20261121T103141-accounts': m20261121T103141,
  '20261121T110857-horoscope-readings': m20261121T110857,
  '20261121T120450-consent-records': m20261121T120450,
  '20261121T134402-job-runs': m20261121T134402,
  '20261121T185704-customer-languages': m20261121T185704,
  '20261121T194203-operator-texts-in-french': m20261121T194203,
  '20261121T195807-advisor-texts-in-french': m20261121T195807,
  '20261126T123000-phone-pins': m20261126T123000,
  '20261126T124000-refunds-and-disputes': m20261126T124000,
  '20261126T125000-outbox-message-customers': m20261126T125000,
  '20261126T126000-sessions-and-guessing-budgets': m20261126T126000,
  '20261126T140000-operators-and-audit-log': m20261126T140000,
  '20261126T141000-payout-rates-and-report-indexes': m20261126T141000,
  '20261126T142000-operator-customer-actions': m20261126T142000,
  '20261127T000500-sqlite-indexes-lost-in-a-rebuild': m20261127T000500,
  '20261127T010000-advisor-app': m20261127T010000,
  '20261127T020000-advisor-applications': m20261127T020000,
  '20261127T030000-advisor-calls-index': m20261127T030000,
  '20261128T010000-advisor-profile-changes': m20261128T010000,
  '20261128T020000-advisor-specialties-and-favourites': m20261128T020000,
  '20261128T030000-callback-queue-and-notices': m20261128T030000,
  '20261128T040000-reviews': m20261128T040000,
  '20261128T050000-limits-and-guarantee-claims': m20261128T050000,
  // <new-migration-entry>
};
