// /admin/advisors/new (owners): a new advisor with the command line's `advisor add` fields; the
// server checks them by the same rules. Once added, the advisor's own page opens (signed out, no
// schedule yet), where the photo, greeting, schedule, presence and rate are set.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { PageTitle } from '../components/page-states.tsx';
import { addAdvisor } from '../lib/advisors-api.ts';
import { Section, useAdvisorChange } from './advisor-forms.tsx';

const texts = adminCopy.advisors;

export function Component() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState({
    extension: '',
    name: '',
    description: '',
    descriptionFr: '',
    phone: '',
    isListed: false,
  });
  const change = useAdvisorChange(
    () =>
      addAdvisor({
        ...draft,
        extension: Number(draft.extension),
        phone: draft.phone.trim() === '' ? null : draft.phone,
      }),
    (added) => void navigate(`/admin/advisors/${added.extension}`),
    texts.addForm.added,
  );
  const set = (name: keyof typeof draft) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    change.send(undefined);
  }
  return (
    <>
      <PageTitle>{texts.addForm.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <Link to="/admin/advisors" className="self-start">
          {texts.back}
        </Link>
        <Section title={texts.identity.title}>
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <TextField
              label={texts.identity.extension}
              hint={texts.identity.extensionHint}
              inputMode="numeric"
              value={draft.extension}
              onValueChange={set('extension')}
              error={change.fields.extension}
              required
            />
            <TextField
              label={texts.identity.name}
              value={draft.name}
              onValueChange={set('name')}
              error={change.fields.name}
              required
            />
            <TextField
              label={texts.texts.description}
              value={draft.description}
              onValueChange={set('description')}
              error={change.fields.description}
              required
            />
            <TextField
              label={texts.texts.descriptionFr}
              hint={texts.texts.frenchHint}
              value={draft.descriptionFr}
              onValueChange={set('descriptionFr')}
              error={change.fields.descriptionFr}
            />
            <TextField
              label={texts.phone.number}
              hint={texts.phone.hint}
              type="tel"
              value={draft.phone}
              onValueChange={set('phone')}
              error={change.fields.phone}
            />
            <CheckboxField
              label={texts.identity.isListed}
              checked={draft.isListed}
              onCheckedChange={(isListed) => setDraft((current) => ({ ...current, isListed }))}
            />
            <Button type="submit" disabled={change.pending} className="self-start">
              {change.pending ? texts.saving : texts.addForm.submit}
            </Button>
            {change.outcome}
          </form>
        </Section>
      </div>
    </>
  );
}
