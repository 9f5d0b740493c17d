// /admin/content/coupons: the operators' coupons and their uses (the tarot game's prizes stay
// out), a form for a new code, and each one's activation switched from the table. Type and value
// never change once a code is out: a new offer is a new code.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CouponListResponse } from '#shared/api/admin/content.ts';
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
  ActiveSwitch,
  ContentPage,
  SwitchFailure,
  useRowSwitch,
} from '../../components/content-parts.tsx';
import { createCoupon, fetchCoupons, updateCoupon } from '../../lib/admin-api.ts';

const texts = adminCopy.content;
const own = texts.coupons;
const queryKey = ['admin', 'content', 'coupons'];
type CouponType = (typeof couponTypes)[number];

/** A whole number typed in a field; what is not one is sent as is, for the server to refuse. */
const wholeOrNull = (value: string): number | null =>
  value.trim() === '' ? null : Number(value.trim());

function CouponForm() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [type, setType] = useState<CouponType>('percentage_off');
  const [value, setValue] = useState('');
  const [maxUses, setMaxUses] = useState('1');
  const [expires, setExpires] = useState('');
  const [firstPurchaseOnly, setFirstPurchaseOnly] = useState(false);
  return (
    <ActionForm
      title={own.formTitle}
      submitLabel={own.create}
      send={async () => {
        await createCoupon({
          code,
          type,
          value: wholeOrNull(value) ?? 0,
          maxUses: wholeOrNull(maxUses),
          expiresAt: montrealInstant(expires),
          firstPurchaseOnly,
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
          <label htmlFor="coupon-type" className={labelClassName}>
            {own.type}
          </label>
          <select
            id="coupon-type"
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
        <TextField
          label={own.maxUses}
          inputMode="numeric"
          value={maxUses}
          onValueChange={setMaxUses}
        />
        <TextField
          label={own.expires}
          hint={texts.montrealTime}
          type="datetime-local"
          value={expires}
          onValueChange={setExpires}
        />
      </div>
      <CheckboxField
        label={own.firstPurchaseOnly}
        checked={firstPurchaseOnly}
        onCheckedChange={setFirstPurchaseOnly}
      />
    </ActionForm>
  );
}

function Table({ data }: { data: CouponListResponse }) {
  const { failure, run } = useRowSwitch(queryKey);
  const toggle = (code: string, isActive: boolean) => run(() => updateCoupon(code, { isActive }));
  const c = own.columns;
  return (
    <>
      <SwitchFailure text={failure} />
      <ContentTable
        caption={own.caption}
        headers={[c.code, c.value, c.state, c.until, c.maxUses, c.uses, texts.actionsColumn]}
        rows={data.coupons.map((coupon) => ({
          key: coupon.id,
          cells: [
            <code key="code">{coupon.code}</code>,
            `${coupon.value} (${own.types[coupon.type]})`,
            coupon.isActive ? texts.active : texts.inactive,
            coupon.expiresAt === null ? texts.none : formatBusinessDateTime(coupon.expiresAt),
            coupon.maxUses ?? own.unlimited,
            coupon.uses,
            <ActiveSwitch
              key="switch"
              isActive={coupon.isActive}
              rowName={coupon.code}
              onToggle={() => void toggle(coupon.code, !coupon.isActive)}
            />,
          ],
        }))}
      />
    </>
  );
}

export function Component() {
  const coupons = useQuery({ queryKey, queryFn: ({ signal }) => fetchCoupons(signal) });
  return (
    <ContentPage form={<CouponForm />} list={coupons} table={(data) => <Table data={data} />} />
  );
}
