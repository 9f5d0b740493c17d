// The page (index.html of the request's language) with data the first paint needs written into
// it, so the browser shows it at once instead of asking for it after the page has appeared and
// moving everything under it (Lighthouse's layout shift: the promotion banner did, by 0.13).
// The data goes in a <script type="application/json" id="page-data">, which the web app reads
// once (src/web/lib/page-data.ts). With the data comes the page's shell, rendered from it on the
// server (http/page-shells.ts, docs/decisions/022), inside <div id="root">, so the browser paints
// the frame before the scripts run. Pages differ per language, per page and per data, so they
// are built per request; a cache keeps the last few, compressed, since the data rarely changes.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from './accepted-encoding.ts';
import { withPageHead, type PageHead } from './page-head.ts';
import type { PageShell } from './page-shells.ts';

import { PAGE_DATA_ELEMENT_ID } from '#shared/api/page-data.ts';
import { consentMarkerScript } from '#shared/consent/consent-marker.ts';

/** JSON that cannot end the script element it sits in, whatever strings it carries. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The element the web app renders into (src/web/index.html), empty as built. */
const emptyRoot = '<div id="root"></div>';

export function withPageData(html: string, data: unknown, shellHtml?: string): string {
  const withShell = shellHtml !== undefined && html.includes(emptyRoot);
  let script = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  // The shell draws the consent bar; this marks a choice already made, before the first paint.
  if (withShell) script = `<script>${consentMarkerScript}</script>${script}`;
  // In the head when there is one, so it is read before anything renders; else before the body ends.
  const head = html.indexOf('</head>');
  const at = head >= 0 ? head : html.lastIndexOf('</body>');
  const page = at >= 0 ? `${html.slice(0, at)}${script}${html.slice(at)}` : `${html}${script}`;
  // A function, so "$" in the shell (prices) is never read as a replacement pattern.
  return withShell ? page.replace(emptyRoot, () => `<div id="root">${shellHtml}</div>`) : page;
}

interface Variant {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

// Two languages × the pages with a shell of their own (and one for every other address), for
// the current data.
const cacheSize = 48;

export function createPageSender(
  readPage: (file: string) => string = (file) => readFileSync(file, 'utf8'),
) {
  const pages = new Map<string, string>();
  const variants = new Map<string, Variant>();

  function shellHtml(request: FastifyRequest, shell: PageShell | undefined): string | undefined {
    try {
      return shell?.render();
    } catch (error) {
      // The page works without its shell: the web app renders the same frame a moment later.
      request.log.error(
        { err: error },
        'the page shell failed to render; sending the page without',
      );
      return undefined;
    }
  }

  function variant(
    request: FastifyRequest,
    file: string,
    data: unknown,
    shell: PageShell | undefined,
    head: PageHead | undefined,
  ): Variant {
    const json = data === undefined ? '' : scriptSafeJson(data);
    const key = `${file}\n${shell?.key ?? ''}\n${head ? JSON.stringify(head) : ''}\n${json}`;
    const cached = variants.get(key);
    if (cached) return cached;
    let page = pages.get(file);
    if (page === undefined) {
      page = readPage(file);
      pages.set(file, page);
    }
    if (head) page = withPageHead(page, head);
    // Without data (it could not be read), the page as built, with its head.
    const plain = Buffer.from(
      data === undefined ? page : withPageData(page, data, shellHtml(request, shell)),
    );
    const built: Variant = {
      plain,
      // Quality 5, not Brotli's default 11: about 0.2 ms instead of 10 for a page, a tenth larger
      // (2.5 KB instead of 2.2), and pages with a countdown are made once a second.
      br: brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 5,
        },
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
    shell?: PageShell,
    head?: PageHead,
  ) {
    const page = variant(request, file, data, shell, head);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    reply.type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.plain);
    return reply.header('Content-Encoding', encoding).send(page[encoding]);
  };
}
