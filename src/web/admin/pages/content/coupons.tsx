// /admin/content/coupons: the operators' coupons and their uses (the tarot game's prizes stay
// out), a form for a new code, and each one's limits (uses per customer, expiry, first purchase
// only) edited in a dialog or its activation switched from the table. Type and value never
// change once a code is out: a new offer is a new code. Uses per customer start at 1, as the
// command line's; an empty field is unlimited (null), which the hint says.
import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponListResponse, CouponUpdateRequest } from '#shared/api/admin/content.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { couponTypes } from '#shared/pricing/coupon-effect.ts';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { inputClassName, labelClassName } from '#web/components/ui/field-styles.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import {
  ActionForm,
  ContentTable,
  montrealInstant,
  montrealWallTime,
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
import { createCoupon, fetchCoupons, updateCoupon } from '../../lib/admin-api.ts';

const texts = adminCopy.content;
const own = texts.coupons;
const queryKey = ['admin', 'content', 'coupons'];
type CouponType = (typeof couponTypes)[number];

type Coupon = CouponListResponse['coupons'][number];

/** A whole number typed in a field; what is not one is sent as is, for the server to refuse. */
const wholeOrNull = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim());

/** The limits an existing coupon may change, as typed (empty uses: unlimited). */
interface LimitValues {
  maxUses: string;
  expires: string;
  firstPurchaseOnly: boolean;
}

const valuesOf = (coupon: Coupon): LimitValues => ({
  maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
  expires: montrealWallTime(coupon.expiresAt),
  firstPurchaseOnly: coupon.firstPurchaseOnly,
});

/** What the edit changed, and only that. */
function changesOf(values: LimitValues, before: LimitValues): CouponUpdateRequest {
  const changes: CouponUpdateRequest = {};
  if (values.maxUses.trim() !== before.maxUses) changes.maxUses = wholeOrNull(values.maxUses);
  if (values.expires !== before.expires) changes.expiresAt = montrealInstant(values.expires);
  if (values.firstPurchaseOnly !== before.firstPurchaseOnly) {
    changes.firstPurchaseOnly = values.firstPurchaseOnly;
  }
  return changes;
}

/** Uses per customer: empty (unlimited) or a whole number from 1; the server bounds the rest. */
function checkEdit(values: LimitValues): FieldErrors {
  const uses = values.maxUses.trim();
  return uses === '' || (/^\d+$/.test(uses) && Number(uses) >= 1)
    ? {}
    : { maxUses: own.maxUsesInvalid };
}

/** The limits of a new coupon and of an edited one. */
function LimitFields({
  values,
  onChange,
  errors = {},
}: {
  values: LimitValues;
  onChange: (values: LimitValues) => void;
  errors?: FieldErrors;
}) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={own.maxUses}
          hint={own.maxUsesHint}
          inputMode="numeric"
          value={values.maxUses}
          onValueChange={(maxUses) => onChange({ ...values, maxUses })}
          error={errors.maxUses}
        />
        <TextField
          label={own.expires}
          hint={texts.montrealTime}
          type="datetime-local"
          value={values.expires}
          onValueChange={(expires) => onChange({ ...values, expires })}
        />
      </div>
      <CheckboxField
        label={own.firstPurchaseOnly}
        checked={values.firstPurchaseOnly}
        onCheckedChange={(firstPurchaseOnly) => onChange({ ...values, firstPurchaseOnly })}
      />
    </>
  );
}

function CouponForm() {
  const queryClient = useQueryClient();
  const typeId = useId();
  const [code, setCode] = useState('');
  const [type, setType] = useState<CouponType>('percentage_off');
  const [value, setValue] = useState('');
  // One use per customer unless the owner says otherwise, as the command line's `coupon add`.
  const [limits, setLimits] = useState<LimitValues>({
    maxUses: '1',
    expires: '',
    firstPurchaseOnly: false,
  });
  return (
    <ActionForm
      title={own.formTitle}
      submitLabel={own.create}
      send={async () => {
        await createCoupon({
          code,
          type,
          value: wholeOrNull(value) ?? 0,
          maxUses: wholeOrNull(limits.maxUses),
          expiresAt: montrealInstant(limits.expires),
          firstPurchaseOnly: limits.firstPurchaseOnly,
        });
        await queryClient.invalidateQueries({ queryKey });
        return undefined;
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={own.code}
          hint={own.codeHint}
          value={code}
          onValueChange={setCode}
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={typeId} className={labelClassName}>
            {own.type}
          </label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => setType(event.target.value as CouponType)}
            className={inputClassName}
          >
            {couponTypes.map((option) => (
              <option key={option} value={option}>
                {own.types[option]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={own.value}
          inputMode="numeric"
          value={value}
          onValueChange={setValue}
          required
        />
      </div>
      <LimitFields values={limits} onChange={setLimits} />
    </ActionForm>
  );
}

const valueText = (coupon: Pick<Coupon, 'value' | 'type'>) =>
  `${coupon.value} (${own.types[coupon.type]})`;

/** One coupon's limits, filled in; only what changed is sent. Code, type and value stay. */
function EditCoupon({
  coupon,
  onSaved,
  onCancel,
}: {
  coupon: Coupon;
  onSaved: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const before = valuesOf(coupon);
  const [values, setValues] = useState(before);
  return (
    <EditDialog
      title={own.editTitle(coupon.code)}
      description={
        <p>
          {valueText(coupon)}. {own.fixed}
        </p>
      }
      check={() => checkEdit(values)}
      send={async () => {
        const changes = changesOf(values, before);
        if (Object.keys(changes).length === 0) return onSaved(texts.unchanged);
        const saved = await updateCoupon(coupon.code, changes);
        return onSaved(texts.editSaved(saved.code));
      }}
      onCancel={onCancel}
    >
      {(errors) => <LimitFields values={values} onChange={setValues} errors={errors} />}
    </EditDialog>
  );
}

function Table({ data }: { data: CouponListResponse }) {
  const { failure, run } = useRowSwitch(queryKey);
  const editor = useRowEditor<Coupon>(queryKey);
  const toggle = (code: string, isActive: boolean) => run(() => updateCoupon(code, { isActive }));
  const c = own.columns;
  return (
    <>
      <SwitchFailure text={failure} />
      <EditOutcome text={editor.said} n={editor.saidKey} />
      <ContentTable
        caption={own.caption}
        headers={[c.code, c.value, c.state, c.until, c.maxUses, c.uses, texts.actionsColumn]}
        rows={data.coupons.map((coupon) => ({
          key: coupon.id,
          cells: [
            <code key="code">{coupon.code}</code>,
            valueText(coupon),
            coupon.isActive ? texts.active : texts.inactive,
            coupon.expiresAt === null ? texts.none : formatBusinessDateTime(coupon.expiresAt),
            coupon.maxUses ?? own.unlimited,
            coupon.uses,
            <RowActions key="actions">
              <EditButton rowName={coupon.code} onClick={() => editor.open(coupon)} />
              <ActiveSwitch
                isActive={coupon.isActive}
                rowName={coupon.code}
                onToggle={() => void toggle(coupon.code, !coupon.isActive)}
              />
            </RowActions>,
          ],
        }))}
      />
      {editor.editing ? (
        <EditCoupon
          key={editor.editing.id}
          coupon={editor.editing}
          onSaved={editor.done}
          onCancel={editor.close}
        />
      ) : null}
    </>
  );
}

export function Component() {
  const coupons = useQuery({ queryKey, queryFn: ({ signal }) => fetchCoupons(signal) });
  return (
    <ContentPage form={<CouponForm />} list={coupons} table={(data) => <Table data={data} />} />
  );
}
