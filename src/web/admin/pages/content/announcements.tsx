// /admin/content/announcements: every announcement (which one visitors see now), a form for a
// new one with its English and French title and message side by side, and each one's activation
// switched from the table.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementListResponse } from '#shared/api/admin/content.ts';
import { announcementSeverities, type AnnouncementSeverity } from '#shared/api/banners.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  ActionForm,
  BothLanguages,
  ContentTable,
  montrealInstant,
  orNull,
  ActiveSwitch,
  ContentPage,
  SwitchFailure,
  useRowSwitch,
} from '../../components/content-parts.tsx';
import { createAnnouncement, fetchAnnouncements, updateAnnouncement } from '../../lib/admin-api.ts';

const texts = adminCopy.content;
const own = texts.announcements;
const queryKey = ['admin', 'content', 'announcements'];

function AnnouncementForm() {
  const queryClient = useQueryClient();
  const [severity, setSeverity] = useState<AnnouncementSeverity>('info');
  const [fields, setFields] = useState({
    title: '',
    message: '',
    titleFr: '',
    messageFr: '',
    start: '',
    end: '',
  });
  const edit = (name: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  return (
    <ActionForm
      title={own.formTitle}
      submitLabel={own.create}
      send={async () => {
        await createAnnouncement({
          severity,
          title: orNull(fields.title),
          message: fields.message,
          titleFr: orNull(fields.titleFr),
          messageFr: orNull(fields.messageFr),
          startAt: montrealInstant(fields.start) ?? new Date().toISOString(),
          endAt: montrealInstant(fields.end),
        });
        await queryClient.invalidateQueries({ queryKey });
        return undefined;
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="announcement-severity" className={labelClassName}>
          {own.severity}
        </label>
        <select
          id="announcement-severity"
          value={severity}
          onChange={(event) => setSeverity(event.target.value as AnnouncementSeverity)}
          className={inputClassName}
        >
          {announcementSeverities.map((option) => (
            <option key={option} value={option}>
              {own.severities[option]}
            </option>
          ))}
        </select>
      </div>
      <BothLanguages
        english={
          <>
            <TextField label={own.titleField} value={fields.title} onValueChange={edit('title')} />
            <TextField
              label={own.message}
              value={fields.message}
              onValueChange={edit('message')}
              required
            />
          </>
        }
        french={
          <>
            <TextField
              label={own.titleField}
              value={fields.titleFr}
              onValueChange={edit('titleFr')}
            />
            <TextField
              label={own.message}
              value={fields.messageFr}
              onValueChange={edit('messageFr')}
            />
          </>
        }
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={own.start}
          hint={texts.montrealTime}
          type="datetime-local"
          value={fields.start}
          onValueChange={edit('start')}
        />
        <TextField
          label={own.end}
          hint={texts.montrealTime}
          type="datetime-local"
          value={fields.end}
          onValueChange={edit('end')}
        />
      </div>
    </ActionForm>
  );
}

function Table({ data }: { data: AnnouncementListResponse }) {
  const { failure, run } = useRowSwitch(queryKey);
  const toggle = (id: string, isActive: boolean) => run(() => updateAnnouncement(id, { isActive }));
  const c = own.columns;
  const when = (instant: string | null) =>
    instant === null ? texts.none : formatBusinessDateTime(instant);
  return (
    <>
      <SwitchFailure text={failure} />
      <ContentTable
        caption={own.caption}
        headers={[c.state, c.severity, c.period, texts.english, texts.french, texts.actionsColumn]}
        rows={data.announcements.map((announcement) => ({
          key: announcement.id,
          cells: [
            announcement.id === data.showingId
              ? texts.showing
              : announcement.isActive
                ? texts.active
                : texts.inactive,
            own.severities[announcement.severity],
            `${when(announcement.startAt)} – ${when(announcement.endAt)}`,
            announcement.title ?? announcement.message,
            <span key="fr" lang="fr-CA">
              {announcement.messageFr === null
                ? texts.missingFrench
                : (announcement.titleFr ?? announcement.messageFr)}
            </span>,
            <ActiveSwitch
              key="switch"
              isActive={announcement.isActive}
              rowName={announcement.title ?? announcement.message}
              onToggle={() => void toggle(announcement.id, !announcement.isActive)}
            />,
          ],
        }))}
      />
    </>
  );
}

export function Component() {
  const announcements = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchAnnouncements(signal),
  });
  return (
    <ContentPage
      form={<AnnouncementForm />}
      list={announcements}
      table={(data) => <Table data={data} />}
    />
  );
}
