// /advisors/apply (docs/decisions/049): name, email, phone, the languages and specialties they
// read, years of experience, a sample reading and the consent. Mobile first: one column, large
// targets. Each field is checked with the shared schema's rule as the visitor leaves it, and again
// on submit, which focuses the first field in error; the server's messages come back under the
// fields. A hidden field (the honeypot) is left empty by people and filled in by robots. Once sent,
// the page says what happens next and takes focus on that heading.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { advisorLanguages, advisorSpecialties } from '#shared/advisors/specialties.ts';
import {
  AdvisorApplicationRequestSchema,
  SAMPLE_READING_MAX_LENGTH,
  SAMPLE_READING_MIN_LENGTH,
} from '#shared/api/advisor-applications.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { firstIssueMessage } from '#shared/schemas/field-errors.ts';
import { paths } from '#web/config/paths.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';
import { PageHeading } from '#web/components/layout/page-heading.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { FieldError } from '#web/components/ui/field-error.tsx';
import { describedBy, labelClassName } from '#web/components/ui/field-styles.ts';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { hasServerMessage, isApiError } from '#web/lib/api-client.ts';
import { useFormState, type FieldMessages } from '#web/lib/forms/use-form-state.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { useSubmitApplication } from '../api/submit-application.ts';

type ApplyValues = {
  name: string;
  email: string;
  phone: string;
  /** Comma-separated ids, as the checkboxes are ticked. */
  languages: string;
  specialties: string;
  yearsOfExperience: string;
  sampleReading: string;
  consent: boolean;
  website: string;
};

const initialValues: ApplyValues = {
  name: '',
  email: '',
  phone: '',
  languages: '',
  specialties: '',
  yearsOfExperience: '',
  sampleReading: '',
  consent: false,
  website: '',
};

const fields = AdvisorApplicationRequestSchema.shape;
const ids = (text: string) => text.split(',').filter(Boolean);
/** "12" → 12; anything else → NaN, which the rule refuses in its own words. */
const years = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function validate(values: ApplyValues): FieldMessages<ApplyValues> {
  const check = (schema: z.core.$ZodType, value: unknown) =>
    firstIssueMessage(z.safeParse(schema, value)) ?? undefined;
  return {
    name: check(fields.name, values.name),
    email: check(fields.email, values.email),
    phone: check(fields.phone, values.phone),
    languages: check(fields.languages, ids(values.languages)),
    specialties: check(fields.specialties, ids(values.specialties)),
    yearsOfExperience: check(fields.yearsOfExperience, years(values.yearsOfExperience)),
    sampleReading: check(fields.sampleReading, values.sampleReading),
    consent: values.consent ? undefined : applyCopy.errors.consentRequired,
  };
}

/** A group of checkboxes with its legend, hint and one error for the group. */
function CheckboxGroup({
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  firstRef,
}: {
  legend: string;
  hint: string;
  options: readonly { id: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  firstRef: (element: HTMLInputElement | null) => void;
}) {
  const id = useId();
  const chosen = ids(value);
  const toggle = (option: string, on: boolean) =>
    onChange(
      options
        .map((o) => o.id)
        .filter((o) => (o === option ? on : chosen.includes(o)))
        .join(','),
    );
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={describedBy(`${id}-hint`, error ? `${id}-error` : false)}
    >
      <legend className={labelClassName}>{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.id}
            className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-3 text-ink"
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              name={option.id}
              checked={chosen.includes(option.id)}
              onChange={(event) => toggle(option.id, event.target.checked)}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-accent"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

function Sent({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const t = applyCopy.sent;
  return (
    <FormStatus>
      <h2 ref={heading} tabIndex={-1} className="font-display text-xl font-semibold text-ink">
        {t.title}
      </h2>
      <p>{t.body(email)}</p>
      <p>{t.next}</p>
      <Link to={paths.home.path} className="self-start font-semibold">
        {t.home}
      </Link>
    </FormStatus>
  );
}

export function ApplyPage({ title }: { title: string }) {
  const t = applyCopy;
  const brand = usePublicConfig().data?.brandName ?? '';
  const form = useFormState<ApplyValues>(initialValues, validate);
  const submit = useSubmitApplication();
  const { failure, show, clear, alertRef } = useFailureAlert();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sampleId = useId();
  const { values } = form;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submit.isPending) return;
    clear();
    if (!form.checkAll()) return;
    submit.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        languages: ids(values.languages),
        specialties: ids(values.specialties),
        yearsOfExperience: years(values.yearsOfExperience),
        sampleReading: values.sampleReading.trim(),
        consent: true,
        ...(values.website ? { website: values.website } : {}),
      },
      {
        onSuccess: () => setSentTo(values.email.trim()),
        onError: (error) => {
          if (hasServerMessage(error) && form.showServerMessages(error.fields)) return;
          // The server's own words where it has them (one open application, too many tries);
          // the page's own when the server failed or could not be reached (status 0). What was
          // typed stays in the form either way, to send again.
          const refused = isApiError(error) && error.status > 0 && error.status < 500;
          show({ message: refused ? error.message : t.errors.failed });
        },
      },
    );
  }

  const sampleLength = values.sampleReading.trim().length;
  const sampleError = form.errorOf('sampleReading');

  return (
    <PageContainer>
      <div className="flex flex-col gap-6">
        <PageHeading>{title}</PageHeading>
        {sentTo !== null ? (
          <Sent email={sentTo} />
        ) : (
          <>
            <p className="text-lg text-ink-muted">{t.intro(brand)}</p>
            <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
              <p className="text-sm text-ink-muted">{t.requiredNote}</p>
              {failure ? (
                <FormAlert ref={alertRef}>
                  <p>{failure.message}</p>
                </FormAlert>
              ) : null}
              <TextField
                ref={form.register('name')}
                label={t.name}
                name="name"
                autoComplete="name"
                maxLength={120}
                value={values.name}
                onValueChange={(value) => form.setValue('name', value)}
                onBlur={() => form.touch('name')}
                error={form.errorOf('name')}
              />
              <TextField
                ref={form.register('email')}
                label={t.email}
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onValueChange={(value) => form.setValue('email', value)}
                onBlur={() => form.touch('email')}
                error={form.errorOf('email')}
              />
              <TextField
                ref={form.register('phone')}
                label={t.phone}
                hint={t.phoneHint}
                name="phone"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={values.phone}
                onValueChange={(value) => form.setValue('phone', value)}
                onBlur={() => form.touch('phone')}
                error={form.errorOf('phone')}
              />
              <CheckboxGroup
                legend={t.languages}
                hint={t.languagesHint}
                options={advisorLanguages.map((id) => ({ id, label: t.languageNames[id] }))}
                value={values.languages}
                onChange={(value) => {
                  form.setValue('languages', value);
                  form.touch('languages');
                }}
                error={form.errorOf('languages')}
                firstRef={form.register('languages')}
              />
              <CheckboxGroup
                legend={t.specialties}
                hint={t.specialtiesHint}
                options={advisorSpecialties.map((id) => ({ id, label: t.specialtyNames[id] }))}
                value={values.specialties}
                onChange={(value) => {
                  form.setValue('specialties', value);
                  form.touch('specialties');
                }}
                error={form.errorOf('specialties')}
                firstRef={form.register('specialties')}
              />
              <TextField
                ref={form.register('yearsOfExperience')}
                label={t.years}
                hint={t.yearsHint}
                name="yearsOfExperience"
                inputMode="numeric"
                className="max-w-32"
                value={values.yearsOfExperience}
                onValueChange={(value) => form.setValue('yearsOfExperience', value)}
                onBlur={() => form.touch('yearsOfExperience')}
                error={form.errorOf('yearsOfExperience')}
              />
              <TextAreaField
                ref={form.register('sampleReading')}
                id={sampleId}
                name="sampleReading"
                rows={8}
                maxLength={SAMPLE_READING_MAX_LENGTH}
                label={t.sample}
                hint={t.sampleHint(SAMPLE_READING_MIN_LENGTH, SAMPLE_READING_MAX_LENGTH)}
                count={t.sampleCount(sampleLength, SAMPLE_READING_MAX_LENGTH)}
                value={values.sampleReading}
                onValueChange={(value) => form.setValue('sampleReading', value)}
                onBlur={() => form.touch('sampleReading')}
                error={sampleError}
              />
              {/* The honeypot: out of sight and out of the tab order; people never fill it in. */}
              <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                <label>
                  {t.website}
                  <input
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={values.website}
                    onChange={(event) => form.setValue('website', event.target.value)}
                  />
                </label>
              </div>
              <div className="flex flex-col gap-2">
                <CheckboxField
                  ref={form.register('consent')}
                  label={t.consent(brand)}
                  checked={values.consent}
                  onCheckedChange={(checked) => {
                    form.setValue('consent', checked);
                    form.touch('consent');
                  }}
                  error={form.errorOf('consent')}
                />
                <Link to={paths.privacy.path} className="self-start pl-8 text-sm">
                  {t.privacyLink}
                </Link>
              </div>
              <Button
                type="submit"
                loading={submit.isPending}
                className="w-full sm:w-auto sm:self-start"
              >
                {submit.isPending ? t.sending : t.submit}
              </Button>
            </form>
          </>
        )}
      </div>
    </PageContainer>
  );
}
