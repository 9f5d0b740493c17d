// /admin/content/promotions: every promotion (which one the banner shows now), a form for a new
// one with its English and French texts side by side and a preview of the banner, and each
// one edited (the same form, filled in, in a dialog) or switched on or off from the table.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionListResponse, PromotionUpdateRequest } from '#shared/api/admin/content.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
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
import { createPromotion, fetchPromotions, updatePromotion } from '../../lib/admin-api.ts';

const texts = adminCopy.content;
const own = texts.promotions;
const queryKey = ['admin', 'content', 'promotions'];

function Preview({
  message,
  background,
  colour,
}: {
  message: string;
  background: string;
  colour: string;
}) {
  if (message.trim() === '') return null;
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-semibold text-ink">{own.preview}</figcaption>
      <div
        className="rounded-md bg-accent px-4 py-2 text-center text-sm font-semibold text-on-accent"
        style={{ backgroundColor: background || undefined, color: colour || undefined }}
      >
        {message}
      </div>
    </figure>
  );
}

type Promotion = PromotionListResponse['promotions'][number];

/** The form's fields, as typed (times are Montréal wall times). */
interface PromotionValues {
  message: string;
  messageFr: string;
  start: string;
  end: string;
  link: string;
  background: string;
  colour: string;
}

const blank: PromotionValues = {
  message: '',
  messageFr: '',
  start: '',
  end: '',
  link: '',
  background: '',
  colour: '',
};

const valuesOf = (promotion: Promotion): PromotionValues => ({
  message: promotion.message,
  messageFr: promotion.messageFr ?? '',
  start: montrealWallTime(promotion.startDate),
  end: montrealWallTime(promotion.endDate),
  link: promotion.linkUrl ?? '',
  background: promotion.backgroundColor ?? '',
  colour: promotion.textColor ?? '',
});

/** What the edit changed, and only that. */
function changesOf(values: PromotionValues, before: PromotionValues): PromotionUpdateRequest {
  const changes: PromotionUpdateRequest = {};
  const changed = (name: keyof PromotionValues) => values[name] !== before[name];
  if (changed('message')) changes.message = values.message;
  if (changed('messageFr')) changes.messageFr = orNull(values.messageFr);
  if (changed('start')) changes.startDate = montrealInstant(values.start) ?? '';
  if (changed('end')) changes.endDate = montrealInstant(values.end) ?? '';
  if (changed('link')) changes.linkUrl = orNull(values.link);
  if (changed('background')) changes.backgroundColor = orNull(values.background);
  if (changed('colour')) changes.textColor = orNull(values.colour);
  return changes;
}

/** The fields an edit must have before it is sent (the server checks the rest). */
function checkEdit(values: PromotionValues): FieldErrors {
  const errors: Record<string, string> = {};
  if (values.message.trim() === '') errors.message = own.messageRequired;
  if (values.start === '') errors.start = own.startRequired;
  if (values.end === '') errors.end = own.endRequired;
  return errors;
}

/** The fields of a new promotion and of an edited one. */
function PromotionFields({
  values,
  onChange,
  errors = {},
}: {
  values: PromotionValues;
  onChange: (values: PromotionValues) => void;
  errors?: FieldErrors;
}) {
  const edit = (name: keyof PromotionValues) => (value: string) =>
    onChange({ ...values, [name]: value });
  return (
    <>
      <BothLanguages
        english={
          <>
            <TextField
              label={own.message}
              value={values.message}
              onValueChange={edit('message')}
              error={errors.message}
              required
            />
            <Preview
              message={values.message}
              background={values.background}
              colour={values.colour}
            />
          </>
        }
        french={
          <>
            <TextField
              label={own.message}
              value={values.messageFr}
              onValueChange={edit('messageFr')}
            />
            <Preview
              message={values.messageFr}
              background={values.background}
              colour={values.colour}
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
          error={errors.start}
        />
        <TextField
          label={own.end}
          hint={texts.montrealTime}
          type="datetime-local"
          value={values.end}
          onValueChange={edit('end')}
          error={errors.end}
          required
        />
        <TextField label={own.link} value={values.link} onValueChange={edit('link')} />
        <TextField
          label={own.background}
          value={values.background}
          onValueChange={edit('background')}
        />
        <TextField label={own.textColour} value={values.colour} onValueChange={edit('colour')} />
      </div>
    </>
  );
}

function PromotionForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(blank);
  return (
    <ActionForm
      title={own.formTitle}
      submitLabel={own.create}
      send={async () => {
        await createPromotion({
          message: values.message,
          messageFr: orNull(values.messageFr),
          startDate: montrealInstant(values.start) ?? new Date().toISOString(),
          endDate: montrealInstant(values.end) ?? '',
          linkUrl: orNull(values.link),
          backgroundColor: orNull(values.background),
          textColor: orNull(values.colour),
        });
        await queryClient.invalidateQueries({ queryKey });
        return undefined;
      }}
    >
      <PromotionFields values={values} onChange={setValues} />
    </ActionForm>
  );
}

/** One promotion's form, filled in; only what changed is sent. */
function EditPromotion({
  promotion,
  onSaved,
  onCancel,
}: {
  promotion: Promotion;
  onSaved: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const before = valuesOf(promotion);
  const [values, setValues] = useState(before);
  return (
    <EditDialog
      title={own.editTitle}
      wide
      check={() => checkEdit(values)}
      send={async () => {
        const changes = changesOf(values, before);
        if (Object.keys(changes).length === 0) return onSaved(texts.unchanged);
        const saved = await updatePromotion(promotion.id, changes);
        return onSaved(texts.editSaved(saved.message));
      }}
      onCancel={onCancel}
    >
      {(errors) => <PromotionFields values={values} onChange={setValues} errors={errors} />}
    </EditDialog>
  );
}

function Table({ data }: { data: PromotionListResponse }) {
  const { failure, run } = useRowSwitch(queryKey);
  const editor = useRowEditor<Promotion>(queryKey);
  const toggle = (id: string, isActive: boolean) => run(() => updatePromotion(id, { isActive }));
  return (
    <>
      <SwitchFailure text={failure} />
      <EditOutcome text={editor.said} n={editor.saidKey} />
      <ContentTable
        caption={own.caption}
        headers={[
          own.columns.state,
          own.columns.period,
          texts.english,
          texts.french,
          texts.actionsColumn,
        ]}
        rows={data.promotions.map((promotion) => ({
          key: promotion.id,
          cells: [
            promotion.id === data.showingId
              ? texts.showing
              : promotion.isActive
                ? texts.active
                : texts.inactive,
            `${formatBusinessDateTime(promotion.startDate)} – ${formatBusinessDateTime(promotion.endDate)}`,
            promotion.message,
            <span key="fr" lang="fr-CA">
              {promotion.messageFr ?? texts.missingFrench}
            </span>,
            <RowActions key="actions">
              <EditButton rowName={promotion.message} onClick={() => editor.open(promotion)} />
              <ActiveSwitch
                isActive={promotion.isActive}
                rowName={promotion.message}
                onToggle={() => void toggle(promotion.id, !promotion.isActive)}
              />
            </RowActions>,
          ],
        }))}
      />
      {editor.editing ? (
        <EditPromotion
          key={editor.editing.id}
          promotion={editor.editing}
          onSaved={editor.done}
          onCancel={editor.close}
        />
      ) : null}
    </>
  );
}

export function Component() {
  const promotions = useQuery({ queryKey, queryFn: ({ signal }) => fetchPromotions(signal) });
  return (
    <ContentPage
      form={<PromotionForm />}
      list={promotions}
      table={(data) => <Table data={data} />}
    />
  );
}
