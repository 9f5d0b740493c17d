// The advisor's weekly schedule: for each day, up to two ranges (HH:MM to HH:MM), or "hours vary",
// or nothing (off). Saving sends the days with the same hours together; the server checks them by
// the back office's rules and its refusal is shown as it says it.
import { useState, type FormEvent } from 'react';
import type { AdvisorProfileResponse } from '#shared/api/advisor/profile.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClassName } from '#web/components/ui/field-styles.ts';

type Schedule = AdvisorProfileResponse['profile']['schedule'];
interface DayHours {
  varies: boolean;
  ranges: [{ from: string; to: string }, { from: string; to: string }];
}
export interface ScheduleGroup {
  days: number[];
  ranges: { from: string; to: string }[];
}

const VARIES = 'Varies';
const week = [0, 1, 2, 3, 4, 5, 6];

function hoursOf(schedule: Schedule, day: number): DayHours {
  const slots = schedule.filter((entry) => entry.dayOfWeek === day);
  const at = (slot: number) => slots.find((entry) => entry.slot === slot);
  const varies = at(1)?.fromTime === VARIES;
  const range = (slot: number) =>
    varies ? { from: '', to: '' } : { from: at(slot)?.fromTime ?? '', to: at(slot)?.toTime ?? '' };
  return { varies, ranges: [range(1), range(2)] };
}

/** The days grouped by identical hours, as the API sets them. */
function groupsOf(hours: DayHours[]): ScheduleGroup[] {
  const groups = new Map<string, ScheduleGroup>();
  hours.forEach((day, index) => {
    const ranges = day.varies
      ? [{ from: VARIES, to: VARIES }]
      : day.ranges.filter((range) => range.from !== '' || range.to !== '');
    const key = JSON.stringify(ranges);
    const group = groups.get(key) ?? { days: [], ranges };
    group.days.push(index);
    groups.set(key, group);
  });
  return [...groups.values()];
}

export function ScheduleForm({
  schedule,
  busy,
  onSave,
}: {
  schedule: Schedule;
  busy: boolean;
  onSave: (groups: ScheduleGroup[]) => void;
}) {
  const texts = advisorAppCopy.profile.schedule;
  const dayNames = advisorAppCopy.profile.days;
  const [hours, setHours] = useState<DayHours[]>(() => week.map((day) => hoursOf(schedule, day)));
  const update = (day: number, change: (current: DayHours) => DayHours) =>
    setHours(hours.map((current, index) => (index === day ? change(current) : current)));

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave(groupsOf(hours));
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted">{texts.hint}</p>
      {week.map((day) => {
        const name = dayNames[day] ?? '';
        const current = hours[day] ?? hoursOf(schedule, day);
        return (
          <fieldset key={day} className="flex flex-col gap-2">
            <legend className="font-semibold">{name}</legend>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={current.varies}
                onChange={(event) =>
                  update(day, (hoursNow) => ({ ...hoursNow, varies: event.target.checked }))
                }
              />
              {texts.varies(name)}
            </label>
            {current.varies
              ? null
              : ([0, 1] as const).map((slot) => (
                  <div key={slot} className="flex gap-2">
                    {(['from', 'to'] as const).map((end) => (
                      <input
                        key={end}
                        type="time"
                        aria-label={texts[end](slot + 1, name)}
                        value={current.ranges[slot][end]}
                        onChange={(event) =>
                          update(day, (hoursNow) => {
                            const ranges = [...hoursNow.ranges] as DayHours['ranges'];
                            ranges[slot] = { ...ranges[slot], [end]: event.target.value };
                            return { ...hoursNow, ranges };
                          })
                        }
                        className={inputClassName}
                      />
                    ))}
                  </div>
                ))}
          </fieldset>
        );
      })}
      <Button type="submit" loading={busy} className="self-start">
        {texts.save}
      </Button>
    </form>
  );
}
