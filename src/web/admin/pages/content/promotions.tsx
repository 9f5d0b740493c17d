// /admin/content/promotions: every promotion (which one the banner shows now), a form for a new
// one with its English and French texts side by side and a preview of the banner, and each
// one's activation switched from the table.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionListResponse } from '#shared/api/admin/content.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
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

function PromotionForm() {
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({
    message: '',
    messageFr: '',
    start: '',
    end: '',
    link: '',
    background: '',
    colour: '',
  });
  const edit = (name: keyof typeof fields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  return (
    <ActionForm
      title={own.formTitle}
      submitLabel={own.create}
      send={async () => {
        await createPromotion({
          message: fields.message,
          messageFr: orNull(fields.messageFr),
          startDate: montrealInstant(fields.start) ?? new Date().toISOString(),
          endDate: montrealInstant(fields.end) ?? '',
          linkUrl: orNull(fields.link),
          backgroundColor: orNull(fields.background),
          textColor: orNull(fields.colour),
        });
        await queryClient.invalidateQueries({ queryKey });
        return undefined;
      }}
    >
      <BothLanguages
        english={
          <>
            <TextField
              label={own.message}
              value={fields.message}
              onValueChange={edit('message')}
              required
            />
            <Preview
              message={fields.message}
              background={fields.background}
              colour={fields.colour}
            />
          </>
        }
        french={
          <>
            <TextField
              label={own.message}
              value={fields.messageFr}
              onValueChange={edit('messageFr')}
            />
            <Preview
              message={fields.messageFr}
              background={fields.background}
              colour={fields.colour}
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
          required
        />
        <TextField label={own.link} value={fields.link} onValueChange={edit('link')} />
        <TextField
          label={own.background}
          value={fields.background}
          onValueChange={edit('background')}
        />
        <TextField label={own.textColour} value={fields.colour} onValueChange={edit('colour')} />
      </div>
    </ActionForm>
  );
}

function Table({ data }: { data: PromotionListResponse }) {
  const { failure, run } = useRowSwitch(queryKey);
  const toggle = (id: string, isActive: boolean) => run(() => updatePromotion(id, { isActive }));
  return (
    <>
      <SwitchFailure text={failure} />
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
            <ActiveSwitch
              key="switch"
              isActive={promotion.isActive}
              rowName={promotion.message}
              onToggle={() => void toggle(promotion.id, !promotion.isActive)}
            />,
          ],
        }))}
      />
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
