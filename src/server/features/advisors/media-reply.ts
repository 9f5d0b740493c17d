// HTTP caching for the advisor endpoints: ETag validation (If-None-Match → 304 without a body)
// and, for files, byte ranges, which browsers' audio elements ask for.
import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Weak comparison (RFC 9110 §13.1.2), as If-None-Match requires; `*` matches anything. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export type Media =
  | { kind: 'inline'; contentType: string; etag: string; body: string | Buffer }
  | { kind: 'file'; contentType: string; etag: string; filePath: string; size: number };

/** One satisfiable range of `bytes=first-last`, `bytes=first-` or `bytes=-suffix`; else null. */
export function parseRange(header: string | undefined, size: number) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || size === 0) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? null : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? null : { start, end };
}

export function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  media: Media,
  cacheControl: string,
) {
  reply.header('Cache-Control', cacheControl).header('ETag', media.etag);
  if (etagMatches(request.headers['if-none-match'], media.etag)) {
    return reply.status(304).send();
  }
  reply.type(media.contentType);
  if (media.kind === 'inline') return reply.send(media.body);

  reply.header('Accept-Ranges', 'bytes');
  // A range is honoured only against the version the client already holds (If-Range).
  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === media.etag
      ? parseRange(request.headers.range, media.size)
      : null;
  if (!range) {
    return reply.header('Content-Length', media.size).send(createReadStream(media.filePath));
  }
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${media.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(createReadStream(media.filePath, { start: range.start, end: range.end }));
}
