// The start of every query key about one customer, in a module of its own: the board's favourites
// (on the home page's first view) need the key without the customer record's schemas.

/**
 * Every query about one customer starts with this key. The customer's id is part of it, so a
 * different customer signing in on the same page never sees the previous one's data.
 */
export function customerQueryKey(customerId: string) {
  return ['customer', customerId] as const;
}
