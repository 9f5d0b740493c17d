// An advisor's specialties and languages (docs/decisions/051), the board's filters: one checkbox
// per id of the one list (src/shared/advisors/specialties.ts), sent in the list's order; the
// server checks them and writes the audit row, before and after.
import { useId, useState, type FormEvent } from 'react';
import {
  advisorLanguages,
  advisorSpecialties,
  type AdvisorLanguage,
  type AdvisorSpecialty,
} from '#shared/advisors/specialties.ts';
import type { AdvisorAdminView } from '#shared/api/admin/advisors.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { labelClassName } from '#web/components/ui/field-styles.ts';
import { editAdvisor } from '../lib/advisors-api.ts';
import { Section, useAdvisorChange } from './advisor-forms.tsx';

const texts = adminCopy.advisors;

function Choices<T extends string>(props: {
  legend: string;
  ids: readonly T[];
  names: Record<T, string>;
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  error: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={props.error ? errorId : undefined}>
      <legend className={labelClassName}>{props.legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {props.ids.map((id) => (
          <CheckboxField
            key={id}
            label={props.names[id]}
            checked={props.chosen.includes(id)}
            onCheckedChange={(on) =>
              // Kept in the list's order, as the server stores them.
              props.onChange(
                props.ids.filter((other) => (other === id ? on : props.chosen.includes(other))),
              )
            }
          />
        ))}
      </div>
      {props.error ? (
        <p id={errorId} className="text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ReadsForm({ advisor }: { advisor: AdvisorAdminView }) {
  const t = texts.reads;
  const [specialties, setSpecialties] = useState<AdvisorSpecialty[]>(advisor.specialties);
  const [languages, setLanguages] = useState<AdvisorLanguage[]>(advisor.languages);
  const change = useAdvisorChange(() => editAdvisor(advisor.extension, { specialties, languages }));
  return (
    <Section title={t.title}>
      <p className="text-sm text-ink-muted">{t.hint}</p>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          change.send(undefined);
        }}
      >
        <Choices
          legend={t.specialties}
          ids={advisorSpecialties}
          names={applyCopy.specialtyNames}
          chosen={specialties}
          onChange={setSpecialties}
          error={change.fields.specialties}
        />
        <Choices
          legend={t.languages}
          ids={advisorLanguages}
          names={applyCopy.languageNames}
          chosen={languages}
          onChange={setLanguages}
          error={change.fields.languages}
        />
        <Button type="submit" disabled={change.pending} className="self-start">
          {change.pending ? texts.saving : texts.save}
        </Button>
        {change.outcome}
      </form>
    </Section>
  );
}
