// The back office's customer search (docs/decisions/047): by email, phone number, name, customer
// id or an id a customer would quote from a payment (our order id, PayPal's order, capture or
// refund id, an Interac transaction id or refund reference), paged and sorted on the server, and
// fast with a million customers:
//
// - an email (it has an @) is a case-insensitive prefix of the email, a name a prefix of the
//   name or the email: index range scans (src/server/db/customer-search.ts);
// - a phone number, a UUID or a payment id is an exact lookup on a unique index, giving the few
//   customers it names;
// - no text lists everyone, sorted by an index (created, name, email, balance) and read a page
//   at a time.
//
// A substring anywhere in the name ("tremblay" in "Marie Tremblay") is not searched: it would
// scan every customer. The count stops at COUNT_CAP (the list says "more than 1,000"), so a
// short prefix never counts a million rows.
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/database.ts';
import { emailStartsWith, nameOrEmailStartsWith, nameSortKey } from '#server/db/customer-search.ts';
import type { DB } from '#server/db/schema.ts';
import { DomainError } from '#server/domain-error.ts';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { normalizePhone } from '#shared/phone/phone.ts';

export const SEARCH_TEXT_MAX_LENGTH = 200;
export const PAGE_SIZE_MAX = 100;
const COUNT_CAP = 1000;

export type CustomerSort = 'created' | 'name' | 'email' | 'balance';

export interface CustomerSearch {
  /** Empty: every customer. */
  text: string;
  sort: CustomerSort;
  direction: 'asc' | 'desc';
  /** From 0. */
  page: number;
  /** 1 to PAGE_SIZE_MAX. */
  pageSize: number;
}

export interface CustomerSearchResult {
  rows: {
    id: string;
    name: string;
    email: string;
    credits: number;
    createdAt: string;
    deletedAt: string | null;
  }[];
  /** How many customers match, up to 1,000; `more` when there are more. */
  total: number;
  more: boolean;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PayPal's ids (order, capture, refund) and Interac's: letters and digits, no space. */
const paymentId = /^(?=.*\d)[A-Za-z0-9_-]{6,}$/;

/** The customers an id names: a customer id, a payment order's own or its provider's ids. */
async function customersNamedBy(db: Kysely<DB>, text: string): Promise<string[] | null> {
  const phone = /^[\d\s()+.-]+$/.test(text) ? normalizePhone(text) : null;
  if (phone !== null) {
    const rows = await db
      .selectFrom('customerPhoneNumbers')
      .select('customerId')
      .where('phone', '=', phone)
      .execute();
    return rows.map((row) => row.customerId);
  }
  if (!uuid.test(text) && !paymentId.test(text)) return null;
  const ids = new Set<string>();
  if (uuid.test(text)) {
    const id = text.toLowerCase();
    const customer = await db.selectFrom('customers').select('id').where('id', '=', id).execute();
    const order = await db
      .selectFrom('paymentOrders')
      .select('customerId')
      .where('id', '=', id)
      .execute();
    customer.forEach((row) => ids.add(row.id));
    order.forEach((row) => ids.add(row.customerId));
  }
  const byProviderId = await db
    .selectFrom('paymentOrders')
    .select('customerId')
    .where((eb) =>
      eb.or([
        eb.and([eb('provider', 'in', ['paypal', 'interac']), eb('providerOrderId', '=', text)]),
        eb('providerCaptureId', '=', text),
      ]),
    )
    .execute();
  byProviderId.forEach((row) => ids.add(row.customerId));
  const byRefund = await db
    .selectFrom('paymentEvents')
    .innerJoin('purchases', 'purchases.id', 'paymentEvents.purchaseId')
    .select('purchases.customerId')
    .where('paymentEvents.provider', 'in', ['paypal', 'interac'])
    .where('paymentEvents.kind', '=', 'refund')
    .where('paymentEvents.resourceId', '=', text)
    .execute();
  byRefund.forEach((row) => ids.add(row.customerId));
  // An id that names nobody may still be the start of a name or an email.
  return ids.size > 0 || uuid.test(text) ? [...ids] : null;
}

export function createCustomerSearch(deps: { database: Database }) {
  const db = deps.database.kysely;
  const { dialect } = deps.database;

  return {
    async search(input: CustomerSearch): Promise<CustomerSearchResult> {
      const text = input.text.trim();
      if (text.length > SEARCH_TEXT_MAX_LENGTH) {
        throw new DomainError(
          'INVALID_REQUEST',
          adminCopy.customers.searchTooLong(SEARCH_TEXT_MAX_LENGTH),
        );
      }
      const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(input.pageSize)));
      const page = Math.max(0, Math.floor(input.page));

      let query = db.selectFrom('customers');
      if (text !== '') {
        const named = await customersNamedBy(db, text);
        if (named !== null) {
          if (named.length === 0) return { rows: [], total: 0, more: false };
          query = query.where('customers.id', 'in', named);
        } else if (text.includes('@')) {
          query = query.where(emailStartsWith(dialect, text));
        } else {
          query = query.where(nameOrEmailStartsWith(dialect, text));
        }
      }

      const direction = input.direction === 'desc' ? 'desc' : 'asc';
      const sortKey =
        input.sort === 'name'
          ? nameSortKey(dialect)
          : input.sort === 'email'
            ? ('customers.email' as const)
            : input.sort === 'balance'
              ? ('customers.credits' as const)
              : ('customers.createdAt' as const);
      const rows = await query
        .select([
          'customers.id',
          'customers.name',
          'customers.email',
          'customers.credits',
          'customers.createdAt',
          'customers.deletedAt',
        ])
        .orderBy(sortKey, direction)
        .orderBy('customers.id', direction)
        .limit(pageSize)
        .offset(page * pageSize)
        .execute();
      const counted = await db
        .selectFrom(
          query
            .select('customers.id')
            .limit(COUNT_CAP + 1)
            .as('matching'),
        )
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const count = Number(counted.count);
      return { rows, total: Math.min(count, COUNT_CAP), more: count > COUNT_CAP };
    },
  };
}
