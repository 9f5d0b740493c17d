// A healthy limit (docs/decisions/054): the customer's monthly purchase limit (whole dollars,
// taxes included, per calendar month in Montréal time) and per-call limit (minutes), what this
// month's purchases add up to, and a raise waiting its 24 hours. The server decides when a value
// applies; the card shows what it answers. Its texts are `accountCopy.limits`, loaded with the
// dashboard's chunk only (docs/decisions/055).
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MAX_CALL_LIMIT_MINUTES,
  MAX_MONTHLY_LIMIT_CENTS,
  type Limits,
} from '#shared/api/limits.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useFailureAlert } from '#web/components/ui/use-failure-alert.ts';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { limitsQueryKey, saveLimits, useLimits } from '../api/limits.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { SkeletonBlock } from './skeleton.tsx';

/** '' is no limit; otherwise a whole number from `min` to `max`, or undefined when invalid. */
function parseWhole(text: string, min: number, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : undefined;
}

export function LimitsCard({ customerId }: { customerId: string }) {
  const t = accountCopy.limits.card;
  const limits = useLimits(customerId);
  return (
    <DashboardCard title={t.heading}>
      <p className="text-sm text-ink-muted">{t.intro}</p>
      {limits.isPending ? (
        <SkeletonBlock className="h-6 w-3/4" />
      ) : limits.data === undefined ? (
        <p className="text-ink">{t.loadFailed}</p>
      ) : (
        <LimitsForm
          key={JSON.stringify(limits.data)}
          customerId={customerId}
          limits={limits.data}
        />
      )}
    </DashboardCard>
  );
}

function LimitsForm({ customerId, limits }: { customerId: string; limits: Limits }) {
  const t = accountCopy.limits.card;
  const queryClient = useQueryClient();
  const [monthly, setMonthly] = useState(
    limits.monthly.cents === null ? '' : String(Math.floor(limits.monthly.cents / 100)),
  );
  const [perCall, setPerCall] = useState(
    limits.call.minutes === null ? '' : String(limits.call.minutes),
  );
  const [errors, setErrors] = useState<{ monthly?: string; perCall?: string }>({});
  const { failure, show, clear, alertRef } = useFailureAlert();
  const save = useMutation({ mutationFn: saveLimits });

  const noneOr = (value: string | null) => value ?? t.none;
  const monthlyPending = limits.monthly.pending;
  const callPending = limits.call.pending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    clear();
    const dollars = parseWhole(monthly, 1, MAX_MONTHLY_LIMIT_CENTS / 100);
    const minutes = parseWhole(perCall, 1, MAX_CALL_LIMIT_MINUTES);
    const next = {
      ...(dollars === undefined ? { monthly: t.invalidMonthly } : {}),
      ...(minutes === undefined ? { perCall: t.invalidPerCall } : {}),
    };
    setErrors(next);
    if (dollars === undefined || minutes === undefined) {
      const field = dollars === undefined ? 'limits-monthly' : 'limits-per-call';
      document.getElementById(field)?.focus();
      return;
    }
    save.mutate(
      { monthlyCents: dollars === null ? null : dollars * 100, callMinutes: minutes },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(limitsQueryKey(customerId), saved);
          toast.success(t.saved);
        },
        onError: (error) =>
          show({ message: hasServerMessage(error) ? error.message : t.saveFailed }),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-ink">{t.spent(formatCad(limits.monthly.spentCents))}</p>
      {failure ? (
        <FormAlert ref={alertRef}>
          <p>{failure.message}</p>
        </FormAlert>
      ) : null}
      <TextField
        id="limits-monthly"
        label={t.monthly}
        hint={
          <>
            {t.monthlyHint}
            {monthlyPending ? (
              <>
                {' '}
                {t.pending(
                  noneOr(monthlyPending.value === null ? null : formatCad(monthlyPending.value)),
                  formatBusinessDateTime(monthlyPending.appliesAt),
                )}
              </>
            ) : null}
          </>
        }
        name="monthly"
        inputMode="numeric"
        className="max-w-40"
        value={monthly}
        onValueChange={setMonthly}
        error={errors.monthly}
      />
      <TextField
        id="limits-per-call"
        label={t.perCall}
        hint={
          <>
            {t.perCallHint}
            {callPending ? (
              <>
                {' '}
                {t.pending(
                  noneOr(callPending.value === null ? null : t.minutes(callPending.value)),
                  formatBusinessDateTime(callPending.appliesAt),
                )}
              </>
            ) : null}
          </>
        }
        name="perCall"
        inputMode="numeric"
        className="max-w-40"
        value={perCall}
        onValueChange={setPerCall}
        error={errors.perCall}
      />
      <div>
        <Button type="submit" loading={save.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
