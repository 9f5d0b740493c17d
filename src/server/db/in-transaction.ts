// Runs work in the caller's transaction when it has one, or in a new one: a service that changes
// several rows takes `Kysely<DB> | Transaction<DB>`, so a route can write the change and its
// audit row in one transaction, and the operator commands can call it on their own.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

export async function inTransaction<T>(
  executor: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
): Promise<T> {
  return executor.isTransaction
    ? work(executor as Transaction<DB>)
    : executor.transaction().execute(work);
}
