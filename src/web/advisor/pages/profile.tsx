// "My profile" (/advisor/profile, docs/decisions/050): the advisor's description and availability
// in English and French, their weekly schedule, photo and greeting. The schedule is saved at once
// (the board shows it); texts, photo and greeting are sent for approval, and each part shows the
// latest one sent: awaiting approval with what was sent, or declined with the reason.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PHOTO_MAX_BYTES,
  type AdvisorProfileResponse,
  type ProfileChange,
  type ProfileTexts,
} from '#shared/api/advisor/profile.ts';
import { advisorAudioPath, advisorPhotoPath } from '#shared/api/advisors.ts';
import { advisorAppCopy } from '#shared/copy/advisor-app-catalogue.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert, FormStatus } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { GreetingRecorder, type PreparedGreeting } from '../components/greeting-recorder.tsx';
import { ScheduleForm } from '../components/schedule-form.tsx';
import {
  fetchProfile,
  profileQueryKey,
  saveSchedule,
  sentFileUrl,
  submitTexts,
  uploadProfileFile,
} from '../lib/profile-api.ts';
import { focusOnMount, PageTitle } from './page-title.tsx';

const texts = advisorAppCopy.profile;

const messageOf = (error: unknown) =>
  hasServerMessage(error) ? error.message : copy.common.requestFailed;

/**
 * The public photo or greeting, as of the latest approval: browsers keep the public files a day
 * (a photo) or an hour (a greeting), so the approved one is asked for by a new address, not
 * served from the cache as the one before it.
 */
const publicFile = (path: string, change: ProfileChange | null) =>
  change?.status === 'approved' ? `${path}?v=${encodeURIComponent(change.id)}` : path;

/** What became of the latest change of a kind: awaiting approval, approved, or declined. */
function ChangeStatus({ change }: { change: ProfileChange }) {
  return (
    <div className="flex flex-col gap-1 rounded-md border border-line bg-surface p-3">
      <p className="font-semibold">{texts.status[change.status]}</p>
      <p className="text-sm text-ink-muted">
        {texts.status.sentOn(formatBusinessDateTime(change.createdAt))}
      </p>
      {change.status === 'declined' && change.declineReason ? (
        <p>{texts.status.declinedBecause(change.declineReason)}</p>
      ) : null}
    </div>
  );
}

/** Runs one action of a section, keeping its outcome (said in the section) and busy state. */
function useAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  async function run(action: () => Promise<AdvisorProfileResponse>, done: string) {
    setBusy(true);
    setOutcome(null);
    try {
      queryClient.setQueryData(profileQueryKey, await action());
      setOutcome({ ok: true, message: done });
    } catch (error) {
      setOutcome({ ok: false, message: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }
  const said = outcome ? (
    outcome.ok ? (
      <FormStatus key={outcome.message}>{outcome.message}</FormStatus>
    ) : (
      <FormAlert key={outcome.message} ref={focusOnMount}>
        {outcome.message}
      </FormAlert>
    )
  ) : null;
  return { busy, run, said };
}

function TextsSection({ data }: { data: AdvisorProfileResponse }) {
  const t = texts.texts;
  const pending = data.changes.texts?.status === 'pending' ? data.changes.texts : null;
  const start = pending?.texts ?? data.profile.texts;
  const [values, setValues] = useState<ProfileTexts>(start);
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileTexts, string>>>({});
  const { busy, run, said } = useAction();
  const field = (key: keyof ProfileTexts) => ({
    value: values[key] ?? '',
    onValueChange: (value: string) => setValues({ ...values, [key]: value }),
    error: errors[key],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing: typeof errors = {};
    if (values.description.trim() === '') missing.description = t.required;
    if (values.availTimeStr.trim() === '') missing.availTimeStr = t.required;
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      document
        .getElementById(missing.description ? 'profile-description' : 'profile-avail')
        ?.focus();
      return;
    }
    void run(() => submitTexts(values), t.sent);
  }

  return (
    <section aria-labelledby="profile-texts" className="flex flex-col gap-3">
      <h2 id="profile-texts" className="text-xl font-semibold">
        {t.title}
      </h2>
      {data.changes.texts ? <ChangeStatus change={data.changes.texts} /> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TextAreaField
          id="profile-description"
          rows={5}
          label={t.description}
          {...field('description')}
        />
        <TextAreaField
          id="profile-description-fr"
          rows={5}
          label={t.descriptionFr}
          hint={t.frenchHint}
          {...field('descriptionFr')}
        />
        <TextField
          id="profile-avail"
          label={t.availTimeStr}
          hint={t.availHint}
          {...field('availTimeStr')}
        />
        <TextField label={t.availTimeStrFr} hint={t.frenchHint} {...field('availTimeStrFr')} />
        {said}
        <Button type="submit" loading={busy} className="self-start">
          {t.submit}
        </Button>
      </form>
    </section>
  );
}

function ScheduleSection({ data }: { data: AdvisorProfileResponse }) {
  const { busy, run, said } = useAction();
  return (
    <section aria-labelledby="profile-schedule" className="flex flex-col gap-3">
      <h2 id="profile-schedule" className="text-xl font-semibold">
        {texts.schedule.title}
      </h2>
      <ScheduleForm
        schedule={data.profile.schedule}
        busy={busy}
        onSave={(groups) =>
          void run(async () => {
            let latest = data;
            for (const group of groups) latest = await saveSchedule(group.days, group.ranges);
            return latest;
          }, texts.schedule.saved)
        }
      />
      {said}
    </section>
  );
}

function PhotoSection({ data }: { data: AdvisorProfileResponse }) {
  const t = texts.photo;
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const { busy, run, said } = useAction();
  const change = data.changes.photo;
  // The server's limit, said before a large photo is sent over a phone's connection.
  function choose(chosen: File | null) {
    const over = chosen !== null && chosen.size > PHOTO_MAX_BYTES;
    setTooLarge(over ? t.tooLarge(chosen.size, PHOTO_MAX_BYTES) : null);
    setFile(over ? null : chosen);
  }
  return (
    <section aria-labelledby="profile-photo" className="flex flex-col gap-3">
      <h2 id="profile-photo" className="text-xl font-semibold">
        {t.title}
      </h2>
      <img
        src={publicFile(advisorPhotoPath(data.profile.agentId), change)}
        alt={t.current}
        className="h-32 w-32 rounded-md object-cover"
      />
      {change ? <ChangeStatus change={change} /> : null}
      {change?.status === 'pending' ? (
        <img
          src={sentFileUrl('photo', change.id)}
          alt={t.proposed}
          className="h-32 w-32 rounded-md object-cover"
        />
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void run(() => uploadProfileFile('photo', file, file.name), t.sent);
        }}
        className="flex flex-col gap-3"
      >
        <label className="flex flex-col gap-1.5 font-semibold">
          {t.label}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            aria-invalid={tooLarge ? true : undefined}
            className="font-normal"
          />
        </label>
        {tooLarge ? <FormAlert>{tooLarge}</FormAlert> : null}
        {said}
        <Button type="submit" loading={busy} disabled={!file} className="self-start">
          {t.submit}
        </Button>
      </form>
    </section>
  );
}

function GreetingSection({ data }: { data: AdvisorProfileResponse }) {
  const t = texts.greeting;
  const { busy, run, said } = useAction();
  const change = data.changes.greeting;
  const send = (greeting: PreparedGreeting) =>
    void run(() => uploadProfileFile('greeting', greeting.wav, 'greeting.wav'), t.sent);
  return (
    <section aria-labelledby="profile-greeting" className="flex flex-col gap-3">
      <h2 id="profile-greeting" className="text-xl font-semibold">
        {t.title}
      </h2>
      <p className="text-ink-muted">{t.hint}</p>
      {data.profile.hasGreeting ? (
        <>
          <p id="greeting-current" className="font-semibold">
            {t.current}
          </p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the advisor's own greeting: no written words exist to caption it */}
          <audio
            controls
            src={publicFile(advisorAudioPath(data.profile.agentId), change)}
            aria-labelledby="greeting-current"
          />
        </>
      ) : (
        <p>{t.none}</p>
      )}
      {change ? <ChangeStatus change={change} /> : null}
      {change?.status === 'pending' ? (
        <>
          <p id="greeting-sent" className="font-semibold">
            {t.proposed}
            {change.seconds !== null ? ` (${t.seconds(String(Math.round(change.seconds)))})` : ''}
          </p>
          {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the advisor's own greeting: no written words exist to caption it */}
          <audio
            controls
            src={sentFileUrl('greeting', change.id)}
            aria-labelledby="greeting-sent"
          />
        </>
      ) : null}
      <GreetingRecorder onSend={send} sending={busy} />
      {said}
    </section>
  );
}

export function ProfilePage() {
  const profile = useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
  });
  const shell = advisorAppCopy.shell;
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <p className="text-ink-muted">{texts.intro}</p>
      {profile.isPending ? (
        <p role="status" className="flex items-center gap-2 text-ink-muted">
          <Spinner /> {shell.loading}
        </p>
      ) : profile.isError ? (
        <FormAlert>
          <p>{shell.loadFailed}</p>
          <Button size="sm" variant="secondary" onClick={() => void profile.refetch()}>
            {shell.retry}
          </Button>
        </FormAlert>
      ) : (
        <>
          <TextsSection data={profile.data} />
          <ScheduleSection data={profile.data} />
          <PhotoSection data={profile.data} />
          <GreetingSection data={profile.data} />
        </>
      )}
    </>
  );
}
