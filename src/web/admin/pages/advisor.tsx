// /admin/advisors/:extension (owners): one advisor's forms, grouped as the command line's
// commands are (identity, texts in English and French, specialties and languages, number, photo
// and greeting, schedule, presence) and their payout rates with the history; every change goes to
// the server, which checks it by the command line's rules and writes its audit row. A rate needs
// a reason.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { rateFromDollars, type AdvisorAdminView } from '#shared/api/admin/advisors.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime, formatCalendarDate } from '#shared/format/display.ts';
import { formatHundredthsOfCent } from '#shared/pricing/money.ts';
import { businessDate } from '#shared/time/business-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { LoadFailed, Loading, PageTitle } from '../components/page-states.tsx';
import {
  editAdvisor,
  fetchAdvisor,
  removeAdvisorFile,
  setAdvisorPhone,
  setAdvisorPresence,
  setAdvisorRate,
  setAdvisorSchedule,
  uploadAdvisorFile,
} from '../lib/advisors-api.ts';
import { ADVISOR_STATUS_REFRESH_MS } from './advisors.tsx';
import { advisorKey, Section, useAdvisorChange } from './advisor-forms.tsx';
import { ReadsForm } from './advisor-reads-form.tsx';

const texts = adminCopy.advisors;

function submitting(send: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    send();
  };
}

function SaveButton({ pending, label = texts.save }: { pending: boolean; label?: string }) {
  return (
    <Button type="submit" disabled={pending} className="self-start">
      {pending ? texts.saving : label}
    </Button>
  );
}

function IdentityForm({ advisor }: { advisor: AdvisorAdminView }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState({
    extension: String(advisor.extension),
    name: advisor.name,
    gender: advisor.gender,
    isListed: advisor.isListed,
  });
  const change = useAdvisorChange(
    () =>
      editAdvisor(advisor.extension, {
        extension: Number(draft.extension),
        name: draft.name,
        gender: draft.gender,
        isListed: draft.isListed,
      }),
    (saved) => {
      if (saved.extension !== advisor.extension) {
        void navigate(`/admin/advisors/${saved.extension}`, { replace: true });
      }
    },
  );
  return (
    <Section title={texts.identity.title}>
      <form className="flex flex-col gap-4" onSubmit={submitting(() => change.send(undefined))}>
        <TextField
          label={texts.identity.extension}
          hint={texts.identity.extensionHint}
          inputMode="numeric"
          value={draft.extension}
          onValueChange={(extension) => setDraft({ ...draft, extension })}
          error={change.fields.extension}
        />
        <TextField
          label={texts.identity.name}
          value={draft.name}
          onValueChange={(name) => setDraft({ ...draft, name })}
          error={change.fields.name}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="advisor-gender" className={labelClassName}>
            {texts.identity.gender}
          </label>
          <select
            id="advisor-gender"
            className={inputClassName}
            value={draft.gender}
            onChange={(event) =>
              setDraft({ ...draft, gender: event.target.value === 'male' ? 'male' : 'female' })
            }
          >
            <option value="female">{texts.identity.genders.female}</option>
            <option value="male">{texts.identity.genders.male}</option>
          </select>
        </div>
        <CheckboxField
          label={texts.identity.isListed}
          checked={draft.isListed}
          onCheckedChange={(isListed) => setDraft({ ...draft, isListed })}
        />
        <SaveButton pending={change.pending} />
        {change.outcome}
      </form>
    </Section>
  );
}

function TextsForm({ advisor }: { advisor: AdvisorAdminView }) {
  const [draft, setDraft] = useState({
    description: advisor.description,
    descriptionFr: advisor.descriptionFr ?? '',
    availTimeStr: advisor.availTimeStr,
    availTimeStrFr: advisor.availTimeStrFr ?? '',
  });
  const change = useAdvisorChange(() => editAdvisor(advisor.extension, draft));
  const t = texts.texts;
  return (
    <Section title={t.title}>
      <form className="flex flex-col gap-4" onSubmit={submitting(() => change.send(undefined))}>
        <TextAreaField
          id="advisor-description"
          label={t.description}
          value={draft.description}
          onValueChange={(description) => setDraft({ ...draft, description })}
          error={change.fields.description}
        />
        <TextAreaField
          id="advisor-description-fr"
          label={t.descriptionFr}
          hint={t.frenchHint}
          value={draft.descriptionFr}
          onValueChange={(descriptionFr) => setDraft({ ...draft, descriptionFr })}
          error={change.fields.descriptionFr}
        />
        <TextField
          label={t.availTimeStr}
          value={draft.availTimeStr}
          onValueChange={(availTimeStr) => setDraft({ ...draft, availTimeStr })}
          error={change.fields.availTimeStr}
        />
        <TextField
          label={t.availTimeStrFr}
          hint={t.frenchHint}
          value={draft.availTimeStrFr}
          onValueChange={(availTimeStrFr) => setDraft({ ...draft, availTimeStrFr })}
          error={change.fields.availTimeStrFr}
        />
        <SaveButton pending={change.pending} />
        {change.outcome}
      </form>
    </Section>
  );
}

function PhoneForm({ advisor }: { advisor: AdvisorAdminView }) {
  const [phone, setPhone] = useState(advisor.phone ?? '');
  const change = useAdvisorChange(() =>
    setAdvisorPhone(advisor.extension, phone.trim() === '' ? null : phone),
  );
  return (
    <Section title={texts.phone.title}>
      <form className="flex flex-col gap-4" onSubmit={submitting(() => change.send(undefined))}>
        <TextField
          label={texts.phone.number}
          hint={texts.phone.hint}
          type="tel"
          value={phone}
          onValueChange={setPhone}
          error={change.fields.phone}
        />
        <SaveButton pending={change.pending} />
        {change.outcome}
      </form>
    </Section>
  );
}

function FileForm({ advisor, kind }: { advisor: AdvisorAdminView; kind: 'photo' | 'greeting' }) {
  const t = texts.media;
  const [file, setFile] = useState<File | null>(null);
  const upload = useAdvisorChange((chosen: File) =>
    uploadAdvisorFile(advisor.extension, kind, chosen),
  );
  const remove = useAdvisorChange(() => removeAdvisorFile(advisor.extension, kind));
  const current = kind === 'photo' ? advisor.photoPath : advisor.greetingAudioPath;
  const id = `advisor-${kind}`;
  return (
    <div className="flex flex-col gap-3">
      <form
        className="flex flex-col gap-2"
        onSubmit={submitting(() => (file ? upload.send(file) : upload.refuse(t.chooseFile)))}
      >
        <label htmlFor={id} className={labelClassName}>
          {kind === 'photo' ? t.photo : t.greeting}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {kind === 'photo' ? t.photoHint : t.greetingHint}{' '}
          {current === null
            ? kind === 'photo'
              ? t.photoNone
              : t.greetingNone
            : t.current(current)}
        </p>
        <input
          id={id}
          type="file"
          aria-describedby={`${id}-hint`}
          accept={
            kind === 'photo'
              ? 'image/jpeg,image/png,image/webp,image/avif,image/gif'
              : '.wav,audio/wav'
          }
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <div className="flex flex-wrap gap-2">
          <SaveButton pending={upload.pending} label={t.upload} />
          {current !== null ? (
            <Button
              type="button"
              variant="secondary"
              disabled={remove.pending}
              onClick={() => remove.send(undefined)}
            >
              {t.remove}
            </Button>
          ) : null}
        </div>
        {upload.outcome}
        {remove.outcome}
      </form>
    </div>
  );
}

type ScheduleKind = 'hours' | 'varies' | 'off';

function ScheduleForm({ advisor }: { advisor: AdvisorAdminView }) {
  const t = texts.schedule;
  const [days, setDays] = useState<number[]>([]);
  const [kind, setKind] = useState<ScheduleKind>('hours');
  const [ranges, setRanges] = useState([
    { from: '09:00', to: '13:00' },
    { from: '', to: '' },
  ]);
  const change = useAdvisorChange(() =>
    setAdvisorSchedule(advisor.extension, {
      days,
      ranges:
        kind === 'off'
          ? []
          : kind === 'varies'
            ? [{ from: 'Varies', to: 'Varies' }]
            : ranges.filter((range) => range.from !== '' || range.to !== ''),
    }),
  );
  const byDay = (day: number) =>
    advisor.schedule
      .filter((entry) => entry.dayOfWeek === day)
      .map((entry) =>
        entry.fromTime === entry.toTime ? t.varies : `${entry.fromTime}–${entry.toTime}`,
      )
      .join(', ') || t.off;
  return (
    <Section title={t.title}>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <li key={day}>{t.dayHours(t.day(day), byDay(day))}</li>
        ))}
      </ul>
      <form
        className="flex flex-col gap-4"
        onSubmit={submitting(() =>
          days.length === 0 ? change.refuse(t.chooseDays) : change.send(undefined),
        )}
      >
        <fieldset className="flex flex-wrap gap-3">
          <legend className={labelClassName}>{t.days}</legend>
          {[0, 1, 2, 3, 4, 5, 6].map((day) => (
            <CheckboxField
              key={day}
              label={t.day(day)}
              checked={days.includes(day)}
              onCheckedChange={(on) =>
                setDays((current) =>
                  on ? [...current, day] : current.filter((other) => other !== day),
                )
              }
            />
          ))}
        </fieldset>
        <fieldset className="flex flex-wrap gap-4">
          <legend className={labelClassName}>{t.kind}</legend>
          {(['hours', 'varies', 'off'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name="schedule-kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {t.kinds[option]}
            </label>
          ))}
        </fieldset>
        {kind === 'hours'
          ? ranges.map((range, index) => (
              <fieldset key={index} className="flex flex-wrap gap-3">
                <legend className={labelClassName}>{index === 0 ? t.morning : t.afternoon}</legend>
                <TextField
                  label={t.from}
                  type="time"
                  value={range.from}
                  onValueChange={(from) =>
                    setRanges(ranges.map((r, i) => (i === index ? { ...r, from } : r)))
                  }
                />
                <TextField
                  label={t.to}
                  type="time"
                  value={range.to}
                  onValueChange={(to) =>
                    setRanges(ranges.map((r, i) => (i === index ? { ...r, to } : r)))
                  }
                />
              </fieldset>
            ))
          : null}
        <SaveButton pending={change.pending} />
        {change.outcome}
      </form>
    </Section>
  );
}

function PresenceForm({ advisor }: { advisor: AdvisorAdminView }) {
  const t = texts.presence;
  const change = useAdvisorChange((presence: 'available' | 'offline') =>
    setAdvisorPresence(advisor.extension, presence),
  );
  return (
    <Section title={t.title}>
      <p>{t.current(texts.statuses[advisor.status])}</p>
      <p className="text-sm text-ink-muted">{t.busyNote}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          disabled={change.pending || advisor.status !== 'offline'}
          onClick={() => change.send('available')}
        >
          {t.signIn}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={change.pending || advisor.status === 'offline'}
          onClick={() => change.send('offline')}
        >
          {t.signOut}
        </Button>
      </div>
      {change.outcome}
    </Section>
  );
}

function RatesForm({ advisor, today }: { advisor: AdvisorAdminView; today: string }) {
  const t = texts.rates;
  const [draft, setDraft] = useState({ amount: '', appliesFrom: today, reason: '' });
  const [checks, setChecks] = useState<Record<string, string>>({});
  const change = useAdvisorChange(
    (rate: number) =>
      setAdvisorRate(advisor.extension, {
        perMinuteHundredthsOfCent: rate,
        appliesFrom: draft.appliesFrom,
        reason: draft.reason,
      }),
    () => setDraft({ amount: '', appliesFrom: today, reason: '' }),
  );
  function submit() {
    const rate = rateFromDollars(draft.amount);
    const found: Record<string, string> = {};
    if (rate === null) found.perMinuteHundredthsOfCent = t.amountInvalid;
    if (draft.reason.trim() === '') found.reason = t.reasonRequired;
    setChecks(found);
    if (rate === null || Object.keys(found).length > 0) {
      change.refuse(Object.values(found)[0] ?? t.amountInvalid);
      return;
    }
    change.send(rate);
  }
  const fieldError = (name: string) => checks[name] ?? change.fields[name];
  return (
    <Section title={t.title}>
      {advisor.rates.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.appliesFrom}</th>
                <th scope="col">{t.columns.rate}</th>
                <th scope="col">{t.columns.setAt}</th>
              </tr>
            </thead>
            <tbody>
              {advisor.rates.map((rate) => (
                <tr key={rate.id}>
                  <td>
                    {advisor.rateInForce?.id === rate.id
                      ? t.inForce(formatCalendarDate(rate.appliesFrom))
                      : formatCalendarDate(rate.appliesFrom)}
                  </td>
                  <td>{texts.perMinute(formatHundredthsOfCent(rate.perMinuteHundredthsOfCent))}</td>
                  <td>{formatBusinessDateTime(rate.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="flex flex-col gap-4" onSubmit={submitting(submit)} noValidate>
        <TextField
          label={t.amount}
          hint={t.amountHint}
          inputMode="decimal"
          value={draft.amount}
          onValueChange={(amount) => setDraft({ ...draft, amount })}
          error={fieldError('perMinuteHundredthsOfCent')}
        />
        <TextField
          label={t.appliesFrom}
          hint={t.appliesFromHint}
          type="date"
          min={today}
          value={draft.appliesFrom}
          onValueChange={(appliesFrom) => setDraft({ ...draft, appliesFrom })}
          error={fieldError('appliesFrom')}
        />
        <TextField
          label={t.reason}
          hint={t.reasonHint}
          value={draft.reason}
          onValueChange={(reason) => setDraft({ ...draft, reason })}
          error={fieldError('reason')}
          required
        />
        <SaveButton pending={change.pending} label={t.submit} />
        {change.outcome}
      </form>
    </Section>
  );
}

export function Component() {
  const { extension: param = '' } = useParams();
  const extension = Number(param);
  const advisor = useQuery({
    queryKey: advisorKey(extension),
    queryFn: ({ signal }) => fetchAdvisor(extension, signal),
    refetchInterval: ADVISOR_STATUS_REFRESH_MS,
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  const back = (
    <Link to="/admin/advisors" className="self-start">
      {texts.back}
    </Link>
  );
  if (advisor.isPending) return <Loading />;
  if (advisor.isError) {
    return (
      <>
        <PageTitle>{texts.title}</PageTitle>
        {isApiError(advisor.error) && advisor.error.status === 404 ? (
          <p>{texts.notFound}</p>
        ) : (
          <LoadFailed onRetry={() => void advisor.refetch()} />
        )}
        {back}
      </>
    );
  }
  const data = advisor.data;
  // Each form starts from the advisor as stored when it opened; a new extension is a new page.
  return (
    <>
      <PageTitle>{`${data.name} (${data.extension})`}</PageTitle>
      <div className="flex flex-col gap-6">
        {back}
        <div className="grid gap-6 lg:grid-cols-2">
          <IdentityForm key={`identity-${data.extension}`} advisor={data} />
          <PresenceForm advisor={data} />
          <TextsForm key={`texts-${data.extension}`} advisor={data} />
          <ReadsForm key={`reads-${data.extension}`} advisor={data} />
          <PhoneForm key={`phone-${data.extension}`} advisor={data} />
          <Section title={texts.media.title}>
            <FileForm advisor={data} kind="photo" />
            <FileForm advisor={data} kind="greeting" />
          </Section>
          <ScheduleForm advisor={data} />
          <RatesForm advisor={data} today={businessDate(new Date())} />
        </div>
      </div>
    </>
  );
}
