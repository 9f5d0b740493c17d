// An advisor's week as a table: each day and its hours in business time (Montréal), the same
// ranges the card shows for today; days without hours say so.
import { scheduleDays, type AdvisorRecord } from '#shared/api/advisors.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { hoursOf } from '../todays-hours.ts';

export function AdvisorSchedule({
  schedule,
  headingId,
}: {
  schedule: AdvisorRecord['schedule'];
  headingId: string;
}) {
  const t = contentCopy.advisorProfile;
  if (!scheduleDays.some((day) => (schedule[day] ?? []).length > 0)) {
    return <p className="text-ink">{t.noSchedule}</p>;
  }
  return (
    <table aria-labelledby={headingId} className="w-full max-w-md text-left text-sm">
      <thead className="sr-only">
        <tr>
          <th scope="col">{t.dayColumn}</th>
          <th scope="col">{t.hoursColumn}</th>
        </tr>
      </thead>
      <tbody>
        {scheduleDays.map((day) => {
          const hours = hoursOf(schedule, day);
          return (
            <tr key={day} className="border-b border-line last:border-0">
              <th scope="row" className="py-2 pr-4 font-semibold text-ink">
                {t.days[day]}
              </th>
              <td className="py-2 text-ink">
                {hours.length > 0 ? hours.join(copy.board.card.hoursSeparator) : t.closed}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
