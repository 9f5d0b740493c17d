// `customer find <email|phone|id>`: one customer at a glance for support — the account's state,
// balance (checked against the ledger), numbers, and the latest purchases, calls and changes of
// minutes. Read only; minutes change with `credit add|remove`.
import {
  OVERVIEW_ROWS,
  parseCustomerQuery,
  type CustomerOverview,
} from '#server/features/customers/service.ts';
import { formatCad } from '#shared/pricing/money.ts';
import { DomainError } from '#server/domain-error.ts';
import { UsageError, type CommandGroup } from '../command.ts';
import type { AdminContext } from '../context.ts';
import { defineCommand, type PositionalSpec } from '../define-command.ts';
import { businessTime, businessTimeOrDash, facts, minutes, phoneOrDash, table } from '../format.ts';

const group = 'customer';

export const customerPositional: PositionalSpec = {
  name: 'customer',
  description: "the customer's email, phone number or id",
};

/** The customer an operator named, or a UsageError / CUSTOMER_NOT_FOUND saying why not. */
export async function findCustomer(context: AdminContext, text: string): Promise<CustomerOverview> {
  const query = parseCustomerQuery(text);
  if (query === null) {
    throw new UsageError(`"${text}" is not an email, a 10-digit phone number or a customer id.`);
  }
  const customer = await context.customers.find(query);
  if (!customer) {
    const by = { email: 'the email', phone: 'the verified number', id: 'the id' }[query.kind];
    throw new DomainError('CUSTOMER_NOT_FOUND', `No customer has ${by} ${text.trim()}.`);
  }
  return customer;
}

/** "active", "inactive", "deleted 2026-11-21 10:00 (anonymised …)". */
export function accountState(customer: CustomerOverview): string {
  if (customer.deletedAt !== null) {
    const anonymised =
      customer.anonymizedAt === null ? '' : `, anonymised ${businessTime(customer.anonymizedAt)}`;
    return `deleted ${businessTime(customer.deletedAt)}${anonymised}`;
  }
  return customer.isActive ? 'active' : 'inactive (cannot sign in)';
}

/** "30 minutes (the ledger agrees)", or the mismatch, loudly. */
export function balanceText(customer: { credits: number; ledgerSum: number }): string {
  return customer.credits === customer.ledgerSum
    ? `${minutes(customer.credits)} (the ledger agrees)`
    : `${minutes(customer.credits)} BUT THE LEDGER SUMS TO ${customer.ledgerSum}: report this`;
}

const callText = (call: CustomerOverview['calls'][number]) => {
  if (call.status === 'dialing') return 'in progress';
  if (call.durationSeconds === null) return call.status;
  const seconds = call.durationSeconds;
  return `${call.status}, ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

function overviewLines(customer: CustomerOverview): string[] {
  const phones = customer.phoneNumbers.map(
    (number, index) => `${phoneOrDash(number.phone)}${index === 0 ? ' (primary)' : ''}`,
  );
  const lines = [
    `Customer ${customer.id}`,
    ...facts([
      ['Name', customer.name],
      [
        'Email',
        `${customer.email} (${customer.emailConfirmedAt ? `confirmed ${businessTime(customer.emailConfirmedAt)}` : 'not confirmed'})`,
      ],
      ['Account', accountState(customer)],
      ['Balance', balanceText(customer)],
      ['Phone numbers', phones.length > 0 ? phones.join(', ') : 'none'],
      ['Member since', businessTime(customer.createdAt)],
      ['Last connected', businessTimeOrDash(customer.lastConnectedAt)],
      ['Birth date', customer.birthDate ?? '-'],
      ['Email notifications', customer.emailNotifications ? 'yes' : 'no'],
    ]).map((line) => `  ${line}`),
    `(Times on Montréal's clock; the latest ${OVERVIEW_ROWS} of each list, newest first.)`,
  ];

  lines.push('', 'Purchases:');
  if (customer.purchases.length === 0) lines.push('  none');
  else {
    const rows = customer.purchases.map((purchase) => [
      businessTime(purchase.purchasedAt),
      purchase.bundleName,
      minutes(purchase.minutes),
      formatCad(purchase.amountCents),
      purchase.providerOrderId ?? '-',
    ]);
    lines.push(
      ...table([['DATE', 'PACKAGE', 'MINUTES', 'AMOUNT', 'ORDER'], ...rows]).map((l) => `  ${l}`),
    );
  }

  lines.push('', 'Calls:');
  if (customer.calls.length === 0) lines.push('  none');
  else {
    const rows = customer.calls.map((call) => [
      businessTime(call.createdAt),
      `${call.advisorExtension} ${call.advisorName}`,
      callText(call),
      call.minutesUsed === null ? '-' : minutes(call.minutesUsed),
    ]);
    lines.push(...table([['DATE', 'ADVISOR', 'CALL', 'CHARGED'], ...rows]).map((l) => `  ${l}`));
  }

  lines.push('', 'Changes of minutes:');
  if (customer.ledger.length === 0) lines.push('  none');
  else {
    const rows = customer.ledger.map((entry) => [
      businessTime(entry.createdAt),
      entry.deltaMinutes > 0 ? `+${entry.deltaMinutes}` : String(entry.deltaMinutes),
      String(entry.balanceAfter),
      entry.reason,
      entry.note ?? '',
    ]);
    lines.push(
      ...table([['DATE', 'CHANGE', 'BALANCE', 'REASON', 'NOTE'], ...rows]).map((l) => `  ${l}`),
    );
  }
  return lines;
}

const findCommand = defineCommand({
  group,
  name: 'find',
  positionals: [customerPositional],
  summary: 'Show a customer (email, phone or id): account, balance, numbers, activity.',
  options: {},
  examples: [
    'customer find demo@lumina-psychics.example',
    'customer find "(514) 555-0100"',
    'customer find 0196a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  ],
  async run({ args: [text = ''] }, context, io) {
    const customer = await findCustomer(context, text);
    for (const line of overviewLines(customer)) io.out(line);
  },
});

export const customerCommands: CommandGroup = {
  name: group,
  title: 'Customers',
  commands: [findCommand],
};
