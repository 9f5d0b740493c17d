// /admin/content/announcements: every announcement (which one visitors see now), a form for a
// new one with its English and French title and message side by side, and each one edited (the
// same form, filled in, in a dialog) or switched on or off from the table.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnnouncementListResponse,
  AnnouncementUpdateRequest,
} from '#shared/api/admin/content.ts';
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
  montrealWallTime,
  orNull,
  ActiveSwitch,
  ContentPage,
  RowActions,
  SwitchFailure,
  useRowSwitch,
} from '../../components/content-parts.tsx';
import {
  EditButton,
  EditDialog,
  EditOutcome,
  useRowEditor,
  type FieldErrors,
} from '../../components/content-edit.tsx';
import { createAnnouncement, fetchAnnouncements, updateAnnouncement } from '../../lib/admin-api.ts';

const texts = adminCopy.content;
const own = texts.announcements;
const queryKey = ['admin', 'content', 'announcements'];

type Announcement = AnnouncementListResponse['announcements'][number];

/** The form's fields, as typed (times are Montréal wall times; empty: open on that side). */
interface AnnouncementValues {
  severity: AnnouncementSeverity;
  title: string;
  message: string;
  titleFr: string;
  messageFr: string;
  start: string;
  end: string;
}

const blank: AnnouncementValues = {
  severity: 'info',
  title: '',
  message: '',
  titleFr: '',
  messageFr: '',
  start: '',
  end: '',
};

const valuesOf = (announcement: Announcement): AnnouncementValues => ({
  severity: announcement.severity,
  title: announcement.title ?? '',
  message: announcement.message,
  titleFr: announcement.titleFr ?? '',
  messageFr: announcement.messageFr ?? '',
  start: montrealWallTime(announcement.startAt),
  end: montrealWallTime(announcement.endAt),
});

/** What the edit changed, and only that. */
function changesOf(
  values: AnnouncementValues,
  before: AnnouncementValues,
): AnnouncementUpdateRequest {
  const changes: AnnouncementUpdateRequest = {};
  const changed = (name: keyof AnnouncementValues) => values[name] !== before[name];
  if (changed('severity')) changes.severity = values.severity;
  if (changed('title')) changes.title = orNull(values.title);
  if (changed('message')) changes.message = values.message;
  if (changed('titleFr')) changes.titleFr = orNull(values.titleFr);
  if (changed('messageFr')) changes.messageFr = orNull(values.messageFr);
  if (changed('start')) changes.startAt = montrealInstant(values.start);
  if (changed('end')) changes.endAt = montrealInstant(values.end);
  return changes;
}

/** The fields an edit must have before it is sent (the server checks the rest). */
function checkEdit(values: AnnouncementValues): FieldErrors {
  return values.message.trim() === '' ? { message: own.messageRequired } : {};
}

/** The fields of a new announcement and of an edited one. */
function AnnouncementFields({
  values,
  onChange,
  errors = {},
}: {
  values: AnnouncementValues;
  onChange: (values: AnnouncementValues) => void;
  errors?: FieldErrors;
}) {
  const severityId = useId();
  const edit = (name: Exclude<keyof AnnouncementValues, 'severity'>) => (value: string) =>
    onChange({ ...values, [name]: value });
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={severityId} className={labelClassName}>
          {own.severity}
        </label>
        <select
          id={severityId}
          value={values.severity}
          onChange={(event) =>
            onChange({ ...values, severity: event.target.value as AnnouncementSeverity })
          }
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
            <TextField label={own.titleField} value={values.title} onValueChange={edit('title')} />
            <TextField
              label={own.message}
              value={values.message}
              onValueChange={edit('message')}
              error={errors.message}
              required
            />
          </>
        }
        french={
          <>
            <TextField
              label={own.titleField}
              value={values.titleFr}
              onValueChange={edit('titleFr')}
            />
            <TextField
              label={own.message}
              value={values.messageFr}
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
          value={values.start}
          onValueChange={edit('start')}
        />
        <TextField
          label={own.end}
          hint={texts.montrealTime}
          type="datetime-local"
          value={values.end}
          onValueChange={edit('end')}
        />
      </div>
    </>
  );
}

function AnnouncementForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(blank);
  return (
    <ActionForm
      title={own.formTitle}
      submitLabel={own.create}
      send={async () => {
        await createAnnouncement({
          severity: values.severity,
          title: orNull(values.title),
          message: values.message,
          titleFr: orNull(values.titleFr),
          messageFr: orNull(values.messageFr),
          startAt: montrealInstant(values.start) ?? new Date().toISOString(),
          endAt: montrealInstant(values.end),
        });
        await queryClient.invalidateQueries({ queryKey });
        return undefined;
      }}
    >
      <AnnouncementFields values={values} onChange={setValues} />
    </ActionForm>
  );
}

/** How a row is named (its Edit and Activate buttons, the saved message). */
const rowName = (announcement: Pick<Announcement, 'title' | 'message'>) =>
  announcement.title ?? announcement.message;

/** One announcement's form, filled in; only what changed is sent. */
function EditAnnouncement({
  announcement,
  onSaved,
  onCancel,
}: {
  announcement: Announcement;
  onSaved: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const before = valuesOf(announcement);
  const [values, setValues] = useState(before);
  return (
    <EditDialog
      title={own.editTitle}
      wide
      check={() => checkEdit(values)}
      send={async () => {
        const changes = changesOf(values, before);
        if (Object.keys(changes).length === 0) return onSaved(texts.unchanged);
        const saved = await updateAnnouncement(announcement.id, changes);
        return onSaved(texts.editSaved(rowName(saved)));
      }}
      onCancel={onCancel}
    >
      {(errors) => <AnnouncementFields values={values} onChange={setValues} errors={errors} />}
    </EditDialog>
  );
}

function Table({ data }: { data: AnnouncementListResponse }) {
  const { failure, run } = useRowSwitch(queryKey);
  const editor = useRowEditor<Announcement>(queryKey);
  const toggle = (id: string, isActive: boolean) => run(() => updateAnnouncement(id, { isActive }));
  const c = own.columns;
  const when = (instant: string | null) =>
    instant === null ? texts.none : formatBusinessDateTime(instant);
  return (
    <>
      <SwitchFailure text={failure} />
      <EditOutcome text={editor.said} n={editor.saidKey} />
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
            rowName(announcement),
            <span key="fr" lang="fr-CA">
              {announcement.messageFr === null
                ? texts.missingFrench
                : (announcement.titleFr ?? announcement.messageFr)}
            </span>,
            <RowActions key="actions">
              <EditButton
                rowName={rowName(announcement)}
                onClick={() => editor.open(announcement)}
              />
              <ActiveSwitch
                isActive={announcement.isActive}
                rowName={rowName(announcement)}
                onToggle={() => void toggle(announcement.id, !announcement.isActive)}
              />
            </RowActions>,
          ],
        }))}
      />
      {editor.editing ? (
        <EditAnnouncement
          key={editor.editing.id}
          announcement={editor.editing}
          onSaved={editor.done}
          onCancel={editor.close}
        />
      ) : null}
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
