// /admin/customers/:id: one customer — the account, numbers, balance and hold at a glance, the
// sections (balance history, purchases with refund buttons, calls with "credit back", coupons,
// consent records, messages) a page at a time, and the actions. Each action opens a dialog asking
// its reason (action-dialog.tsx); once done the page says so in a live region that takes focus,
// and reloads its data.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActionOutcome,
  CustomerAccount,
  CustomerSection,
  CustomerSectionPage,
} from '#shared/api/admin/customers.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { formatBusinessDateTime, formatPhone } from '#shared/format/display.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { PageNav } from '#web/components/ui/page-nav.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  ActionDialog,
  type ActionFields,
  type ActionValues,
} from '../components/action-dialog.tsx';
import { LoadFailed, Loading, PageTitle } from '../components/page-states.tsx';
import {
  fetchCustomer,
  fetchCustomerSection,
  postCustomerAction,
  SECTION_PAGE_SIZE,
} from '../lib/admin-api.ts';

const texts = adminCopy.customerPages;
const cols = texts.sectionColumns;

interface OpenAction {
  title: string;
  description?: ReactNode;
  fields: ActionFields;
  /** The path under the customer's address and the body from the dialog's values. */
  path: string;
  body: (values: ActionValues) => object;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

function AccountFacts({ account }: { account: CustomerAccount }) {
  const a = texts.account;
  return (
    <section aria-labelledby="account-heading" className="flex flex-col gap-3">
      <h2 id="account-heading" className="font-display text-xl font-semibold">
        {a.heading}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <Fact label={a.email}>{account.email}</Fact>
        <Fact label={a.emailConfirmed}>
          {account.emailConfirmedAt
            ? formatBusinessDateTime(account.emailConfirmedAt)
            : a.notConfirmed}
        </Fact>
        <Fact label={a.phones}>
          {account.phoneNumbers.length === 0
            ? a.noPhones
            : account.phoneNumbers.map((p) => formatPhone(p.phone)).join(', ')}
        </Fact>
        <Fact label={a.balance}>
          <span data-testid="balance">{texts.minutes(account.balance)}</span>
          {account.ledgerSum !== account.balance ? (
            <span className="block text-sm text-danger">{a.ledgerOff(account.ledgerSum)}</span>
          ) : null}
        </Fact>
        <Fact label={a.created}>{formatBusinessDateTime(account.createdAt)}</Fact>
        <Fact label={a.lastConnected}>
          {account.lastConnectedAt ? formatBusinessDateTime(account.lastConnectedAt) : a.never}
        </Fact>
        <Fact label={a.pin}>{account.pinSet ? a.pinSet : a.pinNotSet}</Fact>
        <Fact label={a.sessions}>{account.openSessions}</Fact>
        <Fact label={a.hold}>
          {account.hold
            ? a.onHold(account.hold.reason)
            : account.disputeHold
              ? a.disputeHold
              : a.noHold}
        </Fact>
        {account.deletedAt ? (
          <Fact label={texts.columns.state}>
            {a.deletedOn(formatBusinessDateTime(account.deletedAt))}
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

/** A section's table, a page at a time (its own pages, newest first). */
function Section<S extends CustomerSection>({
  customerId,
  section,
  headers,
  row,
}: {
  customerId: string;
  section: S;
  headers: string[];
  row: (item: CustomerSectionPage<S>['rows'][number]) => ReactNode[];
}) {
  const [page, setPage] = useState(1);
  const data = useQuery({
    queryKey: ['admin', 'customer', customerId, section, page],
    queryFn: ({ signal }) => fetchCustomerSection(customerId, section, page, signal),
    placeholderData: keepPreviousData,
  });
  const headingId = `section-${section}`;
  const pages = Math.max(1, Math.ceil((data.data?.total ?? 0) / SECTION_PAGE_SIZE));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {texts.sections[section]}
      </h2>
      {data.isPending ? (
        <Loading />
      ) : data.isError ? (
        <LoadFailed onRetry={() => void data.refetch()} />
      ) : data.data.rows.length === 0 ? (
        <p className="text-ink-muted">{texts.nothingYet}</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-line">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{texts.sections[section]}</caption>
              <thead className="bg-surface-raised">
                <tr>
                  {headers.map((header) => (
                    <th
                      key={header}
                      scope="col"
                      className="px-3 py-2 font-semibold whitespace-nowrap"
                    >
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(data.data.rows as CustomerSectionPage<S>['rows']).map((item, index) => (
                  <tr key={index} className="border-t border-line align-top">
                    {row(item).map((cell, cellIndex) => (
                      <td key={cellIndex} className="px-3 py-2">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PageNav
            page={page}
            pages={pages}
            onPage={setPage}
            label={texts.sections[section]}
            newer={texts.newer}
            older={texts.older}
            position={texts.sectionPage(page, pages)}
          />
        </>
      )}
    </section>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const account = useQuery({
    queryKey: ['admin', 'customer', id, 'account'],
    queryFn: ({ signal }) => fetchCustomer(id, signal),
  });
  const [open, setOpen] = useState<OpenAction | null>(null);
  // The outcome of the last action, and how many were done (each one takes focus again).
  const [outcome, setOutcome] = useState({ text: '', count: 0 });
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // Once the dialog has closed (and given focus back to what opened it), the outcome takes it.
  useEffect(() => {
    if (outcome.count > 0 && open === null) outcomeRef.current?.focus();
  }, [outcome, open]);
  const actionTexts = texts.actions;
  const dialog = texts.dialog;

  async function run(action: OpenAction, values: ActionValues) {
    const done: ActionOutcome = await postCustomerAction(id, action.path, action.body(values));
    setOpen(null);
    const said = texts.done[done.action] ?? '';
    setOutcome((last) => ({
      text: done.applied === 'when_completed' ? `${said} ${texts.refundPending}` : said,
      count: last.count + 1,
    }));
    await queryClient.invalidateQueries({ queryKey: ['admin', 'customer', id] });
  }

  if (account.isPending) return <Loading />;
  if (account.isError) return <LoadFailed onRetry={() => void account.refetch()} />;
  const customer = account.data;
  const live = customer.deletedAt === null;
  const withReason = (values: ActionValues) => ({ reason: values.reason });
  const actions: (OpenAction & { label: string; show: boolean })[] = [
    {
      label: actionTexts.addMinutes,
      title: actionTexts.addMinutes,
      fields: { reason: 'required', minutes: true },
      path: 'minutes',
      body: (v) => ({ minutes: v.minutes, reason: v.reason }),
      show: live,
    },
    {
      label: actionTexts.removeMinutes,
      title: actionTexts.removeMinutes,
      fields: { reason: 'required', minutes: true },
      path: 'minutes',
      body: (v) => ({ minutes: -(v.minutes ?? 0), reason: v.reason }),
      show: live,
    },
    {
      label: customer.hold ? actionTexts.liftHold : actionTexts.placeHold,
      title: customer.hold ? actionTexts.liftHold : actionTexts.placeHold,
      fields: { reason: 'required' },
      path: customer.hold ? 'hold/lift' : 'hold',
      body: withReason,
      show: live || customer.hold !== null,
    },
    {
      label: actionTexts.resendConfirmation,
      title: actionTexts.resendConfirmation,
      fields: { reason: 'optional' },
      path: 'confirmation',
      body: withReason,
      show: live && customer.emailConfirmedAt === null,
    },
    {
      label: actionTexts.endSessions,
      title: actionTexts.endSessions,
      fields: { reason: 'optional' },
      path: 'sessions/end',
      body: withReason,
      show: true,
    },
    {
      label: actionTexts.clearPin,
      title: actionTexts.clearPin,
      fields: { reason: 'optional' },
      path: 'pin/clear',
      body: withReason,
      show: customer.pinSet,
    },
    {
      label: actionTexts.deleteAccount,
      title: actionTexts.deleteAccount,
      description: <p>{dialog.deleteWarning}</p>,
      fields: { reason: 'required', confirmWord: dialog.deleteWord },
      path: 'delete',
      body: withReason,
      show: live,
    },
  ];

  return (
    <>
      <PageTitle>{customer.name}</PageTitle>
      <div className="flex flex-col gap-8">
        <Link to="/admin/customers" className="self-start">
          {texts.backToSearch}
        </Link>
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role="status"
          className="font-semibold text-ink outline-none empty:hidden"
        >
          {outcome.text}
        </p>
        <AccountFacts account={customer} />
        <section aria-labelledby="actions-heading" className="flex flex-col gap-3">
          <h2 id="actions-heading" className="font-display text-xl font-semibold">
            {actionTexts.heading}
          </h2>
          <div className="flex flex-wrap gap-3">
            {actions
              .filter((action) => action.show)
              .map((action) => (
                <Button
                  key={action.label}
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen(action)}
                >
                  {action.label}
                </Button>
              ))}
          </div>
        </section>
        <Section
          customerId={id}
          section="purchases"
          headers={[cols.when, cols.package, cols.paid, cols.method, cols.refunded, cols.actions]}
          row={(purchase) => [
            formatBusinessDateTime(purchase.purchasedAt),
            `${purchase.bundleName} (${texts.minutes(purchase.minutes)})`,
            formatCad(purchase.order?.totalCents ?? purchase.amountCents),
            purchase.order?.provider ?? '',
            purchase.order ? formatCad(purchase.order.refundedCents) : '',
            purchase.order && purchase.order.refundableCents > 0 ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${actionTexts.refund} ${purchase.bundleName} ${formatBusinessDateTime(purchase.purchasedAt)}`}
                onClick={() => {
                  const order = purchase.order;
                  if (!order) return;
                  const interac = order.provider === 'interac';
                  setOpen({
                    title: `${actionTexts.refund} — ${purchase.bundleName}`,
                    fields: {
                      reason: 'required',
                      amount: { left: formatCad(order.refundableCents), required: interac },
                      reference: interac,
                    },
                    path: `purchases/${purchase.id}/refund`,
                    body: (v) => ({
                      method: interac ? 'interac' : 'paypal',
                      reason: v.reason,
                      ...(v.amountCents === undefined ? {} : { amountCents: v.amountCents }),
                      ...(v.reference === undefined ? {} : { reference: v.reference }),
                    }),
                  });
                }}
              >
                {actionTexts.refund}
              </Button>
            ) : (
              ''
            ),
          ]}
        />
        <Section
          customerId={id}
          section="calls"
          headers={[cols.when, cols.advisor, cols.status, cols.billed, cols.actions]}
          row={(call) => [
            formatBusinessDateTime(call.createdAt),
            call.advisorName,
            call.status,
            texts.minutes(call.billedMinutes),
            call.credited ? (
              texts.credited
            ) : call.billedMinutes > 0 && live ? (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${actionTexts.creditCall} ${call.advisorName} ${formatBusinessDateTime(call.createdAt)}`}
                onClick={() =>
                  setOpen({
                    title: actionTexts.creditCall,
                    description: <p>{dialog.creditCall(call.billedMinutes)}</p>,
                    fields: { reason: 'required' },
                    path: `calls/${call.id}/credit`,
                    body: withReason,
                  })
                }
              >
                {actionTexts.creditCall}
              </Button>
            ) : (
              ''
            ),
          ]}
        />
        <Section
          customerId={id}
          section="ledger"
          headers={[cols.when, cols.change, cols.balanceAfter, cols.reason, cols.note]}
          row={(entry) => [
            formatBusinessDateTime(entry.createdAt),
            entry.deltaMinutes > 0 ? `+${entry.deltaMinutes}` : String(entry.deltaMinutes),
            texts.minutes(entry.balanceAfter),
            entry.reason,
            entry.note ?? '',
          ]}
        />
        <Section
          customerId={id}
          section="coupons"
          headers={[cols.when, cols.code, cols.kind]}
          row={(use) => [formatBusinessDateTime(use.usedAt), use.code, `${use.type} ${use.value}`]}
        />
        <Section
          customerId={id}
          section="consent"
          headers={[cols.when, cols.kind, cols.granted, cols.wording]}
          row={(record) => [
            formatBusinessDateTime(record.recordedAt),
            record.kind,
            record.granted ? texts.yes : texts.no,
            record.wording,
          ]}
        />
        <Section
          customerId={id}
          section="messages"
          headers={[cols.when, cols.channel, cols.to, cols.subject, cols.sent]}
          row={(message) => [
            formatBusinessDateTime(message.createdAt),
            message.channel,
            message.recipient,
            message.subject ?? '',
            message.sentAt ? formatBusinessDateTime(message.sentAt) : '',
          ]}
        />
      </div>
      {open ? (
        <ActionDialog
          title={open.title}
          description={open.description}
          fields={open.fields}
          onClose={() => setOpen(null)}
          onSubmit={(values) => run(open, values)}
        />
      ) : null}
    </>
  );
}
