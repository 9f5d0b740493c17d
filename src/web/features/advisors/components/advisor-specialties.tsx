// What an advisor reads and in which languages, in one short line (the card and the profile page):
// names from the catalogue, ids it does not know left out.
import type { AdvisorRecord } from '#shared/api/advisors.ts';
import { copy } from '#shared/copy/catalogue.ts';

const t = copy.board;
const named = (names: Record<string, string>, ids: readonly string[]) =>
  ids.flatMap((id) => (id in names ? [names[id]] : []));

export function AdvisorSpecialties({ advisor }: { advisor: AdvisorRecord }) {
  const languages = named(t.languageNames, advisor.languages).join(', ');
  const specialties = named(t.specialtyNames, advisor.specialties).join(' · ');
  if (!languages && !specialties) return null;
  return <p className="text-sm text-ink-muted">{t.card.readsIn(specialties, languages)}</p>;
}
