// Serves the built web app (dist/web) with history fallback: any GET for a path that is not an
// API route or a file is answered with index.html, so the SPA's router (and its 404 screen)
// decides what to show. Hashed assets are cached for a year; index.html never is, so a deploy
// is picked up on the next page load. Text files are sent as the Brotli or gzip copies the build
// wrote beside them (scripts/compress-web.ts) to browsers that accept them. Each language is a
// build of its own (docs/decisions/020): a page is answered with the HTML of the request's
// language (http/request-locale.ts), which loads that language's texts only. The operators' back
// office is a page of its own (docs/decisions/045): /admin and every address under it get
// admin.html in the request's language, a plain page the browser renders (no shell, no page
// data), with the same security headers as every page and never indexed; so is the advisors' app
// (docs/decisions/048): /advisor and every address under it get advisor.html.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageData } from '#shared/api/page-data.ts';
import { locales, type Locale } from '#shared/copy/locale.ts';
import {
  adminPageFileFor,
  advisorAppPageFileFor,
  isAdminPagePath,
  isAdvisorAppPagePath,
  pageFileFor,
} from '#shared/copy/page-files.ts';
import { sendApiNotFound } from './error-handler.ts';
import { requestLocale } from './request-locale.ts';
import { createPageSender } from './page-with-data.ts';
import type { PageHead } from './page-head.ts';
import { loadPageShells } from './page-shells.ts';

export interface WebAppOptions {
  /**
   * Data the first paint needs, written into the page (http/page-with-data.ts): read in the
   * request's language. Undefined, or a failure, sends the page as built.
   */
  pageData?: (request: FastifyRequest) => Promise<PageData>;
  /**
   * The head of a page about something the server knows (http/page-head.ts), read in the
   * request's language: undefined for the other pages, which keep the built head.
   */
  pageHead?: (pathname: string) => Promise<PageHead | undefined>;
}

const apiPrefix = '/api';
const isApiPath = (url: string) =>
  url === apiPrefix || url.startsWith(`${apiPrefix}/`) || url.startsWith(`${apiPrefix}?`);
/** A path whose last segment has an extension names a file (/favicon.ico), never a page. */
const isFilePath = (url: string) => /\.[^/]*$/.test(url.split('?', 1)[0] ?? url);

export async function registerWebApp(
  app: FastifyInstance,
  webDir: string,
  options: WebAppOptions = {},
) {
  const root = resolve(webDir);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  // A language whose page was not built (a partial build) falls back to English.
  const pages = new Map<Locale, string>(
    locales.map((locale) => {
      const file = pageFileFor(locale);
      return [locale, existsSync(resolve(root, file)) ? file : 'index.html'];
    }),
  );
  // The pages built apart from the site (the back office, the advisors' app): each language's
  // file, or English's when that language's was not built.
  const separatePages = (fileFor: (locale: Locale) => string) =>
    new Map<Locale, string>(
      locales.flatMap((locale): [Locale, string][] => {
        const file = fileFor(locale);
        if (existsSync(resolve(root, file))) return [[locale, file]];
        const english = fileFor('en');
        return existsSync(resolve(root, english)) ? [[locale, english]] : [];
      }),
    );
  const adminPages = separatePages(adminPageFileFor);
  const advisorAppPages = separatePages(advisorAppPageFileFor);
  if (!hasBuild) {
    app.log.warn(
      { webDir: root },
      'no built web app found: run `npm run build` (npm start does it)',
    );
  } else {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.startsWith(`${root}/assets/`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  const sendPage = createPageSender();
  // The frame each page starts with, rendered here from the page's data (docs/decisions/022).
  const shells = hasBuild ? await loadPageShells(root, app.log) : undefined;

  async function pageDataOf(request: FastifyRequest): Promise<PageData | undefined> {
    try {
      return await options.pageData?.(request);
    } catch (error) {
      // The page must load even when its data cannot be read: the app then asks for it.
      request.log.warn({ err: error }, 'page data unavailable; sending the page as built');
      return undefined;
    }
  }

  async function pageHeadOf(request: FastifyRequest, pathname: string) {
    try {
      return await options.pageHead?.(pathname);
    } catch (error) {
      // As for the data: the page loads with the site's head, and the app sets its own.
      request.log.warn({ err: error }, 'page head unavailable; sending the built head');
      return undefined;
    }
  }

  function sendSeparatePage(
    reply: FastifyReply,
    pages: Map<Locale, string>,
    locale: Locale,
    notBuilt: string,
  ) {
    const file = pages.get(locale);
    if (file === undefined) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`${notBuilt} Run \`npm run build\`, or use \`npm start\`, which builds it.`);
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Language', locale)
      .header('Vary', 'Accept-Language, Cookie, Accept-Encoding')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .sendFile(file);
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(reply);
    }
    // A missing script, stylesheet or other file (robots.txt, an icon) must fail as such, not
    // arrive as HTML with a 200.
    if (request.url.startsWith('/assets/') || isFilePath(request.url)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The web app is not built. Run `npm run build`, or use `npm start`, which builds it.',
        );
    }
    const locale = requestLocale(request);
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (isAdminPagePath(pathname)) {
      return sendSeparatePage(reply, adminPages, locale, 'The back office is not built.');
    }
    if (isAdvisorAppPagePath(pathname)) {
      return sendSeparatePage(reply, advisorAppPages, locale, 'The advisors’ app is not built.');
    }
    const file = pages.get(locale) ?? 'index.html';
    reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Language', locale)
      .header('Vary', 'Accept-Language, Cookie, Accept-Encoding');
    const [data, head] = await Promise.all([pageDataOf(request), pageHeadOf(request, pathname)]);
    if (head?.status) reply.status(head.status);
    if (data === undefined && head === undefined) return reply.sendFile(file);
    const shell = data && shells?.(locale, pathname, data);
    return sendPage(request, reply, resolve(root, file), data, shell, head);
  });
}
