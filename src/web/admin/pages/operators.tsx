// /admin/operators (owners): who may sign in to the back office, and the support role's refund
// limit. Inviting and disabling stay on a server's command line, which prints the set-up link
// (docs/decisions/044); the limit is set here, and the server writes its audit row.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { dollarsToCents } from '../components/action-dialog.tsx';
import { ActionForm, ContentTable, FormRefusal } from '../components/content-parts.tsx';
import { LoadFailed, Loading, PageTitle } from '../components/page-states.tsx';
import { fetchOperators, fetchRefundLimit, setRefundLimit } from '../lib/admin-api.ts';

const texts = adminCopy.operatorPages;
const limitKey = ['admin', 'settings', 'refund-limit'];

function RefundLimitForm({ limitCents }: { limitCents: number }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const own = texts.refundLimit;
  return (
    <ActionForm
      title={own.title}
      submitLabel={own.submit}
      send={async () => {
        const cents = dollarsToCents(amount);
        setInvalid(cents === null);
        // Refused here in the field's own words; the server checks the amount again.
        if (cents === null) throw new FormRefusal(own.invalid);
        await setRefundLimit(cents);
        await queryClient.invalidateQueries({ queryKey: limitKey });
        setAmount('');
        return own.saved(formatCad(cents));
      }}
    >
      <p className="text-ink">{own.current(formatCad(limitCents))}</p>
      <TextField
        label={own.label}
        hint={own.hint}
        inputMode="decimal"
        value={amount}
        onValueChange={setAmount}
        {...(invalid ? { error: own.invalid } : {})}
      />
    </ActionForm>
  );
}

function OperatorsTable() {
  const operators = useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: ({ signal }) => fetchOperators(signal),
  });
  if (operators.isPending) return <Loading />;
  if (operators.isError) return <LoadFailed onRetry={() => void operators.refetch()} />;
  const c = texts.columns;
  return (
    <ContentTable
      caption={texts.caption}
      headers={[c.email, c.role, c.status, c.invited, c.lastSignIn]}
      rows={operators.data.map((operator) => ({
        key: operator.id,
        cells: [
          operator.email,
          adminCopy.shell.roles[operator.role],
          texts.statuses[operator.status],
          formatBusinessDateTime(operator.createdAt),
          operator.lastSignInAt === null
            ? texts.never
            : formatBusinessDateTime(operator.lastSignInAt),
        ],
      }))}
    />
  );
}

export function Component() {
  const limit = useQuery({ queryKey: limitKey, queryFn: ({ signal }) => fetchRefundLimit(signal) });
  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <div className="flex flex-col gap-6">
        <OperatorsTable />
        <p className="text-sm text-ink-muted">{texts.commandsHint}</p>
        {limit.isPending ? (
          <Loading />
        ) : limit.isError ? (
          <LoadFailed onRetry={() => void limit.refetch()} />
        ) : (
          <RefundLimitForm limitCents={limit.data.limitCents} />
        )}
      </div>
    </>
  );
}
