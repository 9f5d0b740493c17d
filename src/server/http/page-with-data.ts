// The page (index.html of the request's language) with data the first paint needs written into
// it, so the browser shows it at once instead of asking for it after the page has appeared and
// moving everything under it (Lighthouse's layout shift: the promotion banner did, by 0.13).
// The data goes in a <script type="application/json" id="page-data">, which the web app reads
// once (src/web/lib/page-data.ts). Pages differ per language and per data, so they are built
// per request; a small cache keeps the last few, compressed, since the data rarely changes.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accepted-encoding.ts';

import { PAGE_DATA_ELEMENT_ID } from '#shared/api/page-data.ts';

/** JSON that cannot end the script element it sits in, whatever strings it carries. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

export function withPageData(html: string, data: unknown): string {
  const script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  // In the head when there is one, so it is read before anything renders; else before the body ends.
  const head = html.indexOf('</head>');
  const at = head >= 0 ? head : html.lastIndexOf('</body>');
  return at >= 0 ? `${html.slice(0, at)}${script}${html.slice(at)}` : `${html}${script}`;
}

interface Variant {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const cacheSize = 16;

export function createPageSender(
  readPage: (file: string) => string = (file) => readFileSync(file, 'utf8'),
) {
  const pages = new Map<string, string>();
  const variants = new Map<string, Variant>();

  function variant(file: string, data: unknown): Variant {
    const json = scriptSafeJson(data);
    const key = `${file}\n${json}`;
    const cached = variants.get(key);
    if (cached) return cached;
    let page = pages.get(file);
    if (page === undefined) {
      page = readPage(file);
      pages.set(file, page);
    }
    const plain = Buffer.from(withPageData(page, data));
    const built: Variant = {
      plain,
      br: brotliCompressSync(plain, {
        params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }),
      gzip: gzipSync(plain),
    };
    if (variants.size >= cacheSize) variants.delete(variants.keys().next().value as string);
    variants.set(key, built);
    return built;
  }

  return function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    data: unknown,
  ) {
    const page = variant(file, data);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.plain);
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  };
}
