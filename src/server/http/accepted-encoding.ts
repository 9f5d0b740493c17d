// Which compression to answer in, from the request's Accept-Encoding: one reading for every
// answer the server compresses itself (the advisor feed, the page with its data).
export type ContentEncoding = 'br' | 'gzip';

/** The encoding to answer in: Brotli, else gzip, when the request accepts one (q > 0). */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  // Nothing to read (every poll of a client that compresses nothing): no splitting at all.
  if (header === undefined || header === '') return null;
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
