// The postback ("listener") Gigadat sends when a transaction changes (docs/architecture.md §5
// §2): POST <listener>?transaction=<id>&status=<STATUS_*>, with the transaction's fields in the
// body (form-encoded from Gigadat; some integrations bind JSON, so both are read). Postbacks are
// not signed: the listener must re-query the transaction (GigadatClient.getTransaction) and act
// on that answer only.

/** Our listener, under PUBLIC_URL (the payments feature serves it). */
export const gigadatPostbackPath = '/api/payments/interac/postback';

export function gigadatPostbackUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${gigadatPostbackPath}`;
}

export interface GigadatPostback {
  transactionId: string;
  /** As sent; informative only, the re-queried status decides. */
  status: string | null;
}

function field(source: unknown, ...names: string[]): string | null {
  if (typeof source !== 'object' || source === null) return null;
  const record = source as Record<string, unknown>;
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return null;
}

/**
 * The transaction a postback is about: the query's `transaction` and `status`, falling back to
 * the body's fields. Null when no transaction id can be found (nothing to re-query).
 */
export function readGigadatPostback(query: unknown, body: unknown): GigadatPostback | null {
  const transactionId =
    field(query, 'transaction', 'transactionId') ??
    field(body, 'transactionId', 'transactionid', 'transaction');
  if (transactionId === null) return null;
  return { transactionId, status: field(query, 'status') ?? field(body, 'status') };
}
