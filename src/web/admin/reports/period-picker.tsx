// The reports' period: a preset (this month, last month, this quarter) or a custom range of
// days, and the buckets (day, week, month), applied together. A custom range the server would
// refuse is caught here first: each error under its field, focus on the first.
import { useState, type FormEvent } from 'react';
import {
  granularities,
  type GroupedPeriodQuery,
  type Granularity,
} from '#shared/api/admin/reports.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { periodErrors, presetDays, presetOf, presets, today, type Preset } from './period.ts';

const ids = { from: 'report-from', to: 'report-to' } as const;

export function PeriodPicker({
  period,
  onApply,
}: {
  period: GroupedPeriodQuery;
  onApply: (period: GroupedPeriodQuery) => void;
}) {
  const texts = adminCopy.reports.period;
  const [preset, setPreset] = useState<Preset | 'custom'>(() => presetOf(period, today()));
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [by, setBy] = useState<Granularity>(period.by);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    if (preset !== 'custom') {
      setErrors({});
      onApply({ ...presetDays(preset, today()), by });
      return;
    }
    const found = periodErrors({ from, to });
    setErrors(Object.fromEntries(found.map((error) => [error.field, error.message])));
    const first = found[0];
    if (first) {
      document.getElementById(ids[first.field])?.focus();
      return;
    }
    onApply({ from, to, by });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <fieldset className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <legend className="sr-only">{texts.legend}</legend>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="report-preset" className={labelClassName}>
            {texts.preset}
          </label>
          <select
            id="report-preset"
            value={preset}
            onChange={(event) => setPreset(event.target.value as Preset | 'custom')}
            className={inputClassName}
          >
            {presets.map((one) => (
              <option key={one} value={one}>
                {texts.presets[one]}
              </option>
            ))}
            <option value="custom">{texts.presets.custom}</option>
          </select>
        </div>
        {preset === 'custom' ? (
          <>
            <TextField
              id={ids.from}
              label={texts.from}
              type="date"
              value={from}
              onValueChange={setFrom}
              error={errors.from}
            />
            <TextField
              id={ids.to}
              label={texts.to}
              type="date"
              value={to}
              onValueChange={setTo}
              error={errors.to}
            />
          </>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="report-by" className={labelClassName}>
            {texts.by}
          </label>
          <select
            id="report-by"
            value={by}
            onChange={(event) => setBy(event.target.value as Granularity)}
            className={inputClassName}
          >
            {granularities.map((one) => (
              <option key={one} value={one}>
                {texts.granularities[one]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <Button type="submit" size="sm" className="self-start">
        {texts.apply}
      </Button>
    </form>
  );
}
