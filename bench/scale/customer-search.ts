// The back office's customer search at scale (docs/decisions/047): what a support agent types,
// timed on the generated customers. Each search is the list page's whole work: the page of rows
// and the capped count beside it. The texts are chosen from the generated data so each finds
// someone: a customer's whole email, the start of many emails, a name, a phone number as a
// person types it, a PayPal order id; and the unfiltered list in each sort the page offers, deep
// enough into the pages that an unindexed sort would show.
import type { CompiledQuery } from 'kysely';
import {
  createCustomerSearch,
  type CustomerSearch,
} from '#server/features/customers/operator-search.ts';
import type { ScaleApp } from './app.ts';
import { customerAt } from './generate.ts';

/** Timed runs per search, after one untimed. */
const RUNS = 5;
const PAGE_SIZE = 25;

export interface SearchFigure {
  name: string;
  /** Median of the timed runs. */
  ms: number;
  /** How many customers it found (up to the search's cap of 1,000). */
  found: number;
}

export interface CustomerSearchFigures {
  searches: SearchFigure[];
  queries: CompiledQuery[];
}

/** A person's way of typing a 10-digit number: "(600) 200-4242". */
const spokenPhone = (digits: string) =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

export async function measureCustomerSearch(
  scale: ScaleApp,
  customers: number,
): Promise<CustomerSearchFigures> {
  const search = createCustomerSearch({ database: scale.database });
  const db = scale.database.kysely;
  // Someone in the middle of the generated range, reachable by phone (not deleted).
  let someone = Math.floor(customers / 2);
  while (!customerAt(someone).reachable) someone += 1;
  const order = await db
    .selectFrom('paymentOrders')
    .select('providerOrderId')
    .where('provider', '=', 'paypal')
    .where('providerOrderId', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const deepPage = Math.floor(Math.min(customers, 50_000) / PAGE_SIZE / 2);
  const typed = (text: string, sort: CustomerSearch['sort'] = 'created'): CustomerSearch => ({
    text,
    sort,
    direction: 'asc',
    page: 0,
    pageSize: PAGE_SIZE,
  });
  const cases: [string, CustomerSearch][] = [
    ['a whole email', typed(`customer${someone}@scale.example`)],
    ['the start of many emails', typed('customer12')],
    ['a name', typed(`Scale Customer ${someone}`, 'name')],
    ['a phone number', typed(spokenPhone(customerAt(someone).phone))],
    ...(order?.providerOrderId
      ? [['a PayPal order id', typed(order.providerOrderId)] as [string, CustomerSearch]]
      : []),
    ['everyone, newest first', { ...typed(''), direction: 'desc' }],
    [`everyone by name, page ${deepPage + 1}`, { ...typed('', 'name'), page: deepPage }],
    ['everyone by balance, largest first', { ...typed('', 'balance'), direction: 'desc' }],
  ];
  const searches: SearchFigure[] = [];
  const queries: CompiledQuery[] = [];
  for (const [name, input] of cases) {
    let found = 0;
    queries.push(
      ...(await scale.recorder.during(async () => {
        found = (await search.search(input)).total;
      })),
    );
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await search.search(input);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    searches.push({ name, ms: times[Math.floor(RUNS / 2)] ?? Number.NaN, found });
  }
  return { searches, queries };
}
