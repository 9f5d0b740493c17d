// A Vite plugin that builds the web app in one language (docs/decisions/020). The app reads its
// texts from `copy`, `accountCopy` and `contentCopy`, which on the server follow each request's
// language and so hold both catalogues; a browser needs only its page's language. This plugin
// swaps those modules for ones that import that language's catalogue alone, and writes the page's language,
// title, description and no-script text into the HTML. Each language is its own build
// (scripts/build-web.ts); the server sends each visitor the HTML of their language. The operators'
// back office (admin/index.html, docs/decisions/045) is a build of its own in each language too:
// the same swap for its own catalogue, `adminCopy`, and its page written as admin.<locale>.html;
// and so is the advisors' app (advisor/index.html, `advisorAppCopy`, docs/decisions/048).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { adminCopyFor } from '../src/shared/copy/admin-catalogue.ts';
import { advisorAppCopyFor } from '../src/shared/copy/advisor-app-catalogue.ts';
import { copyFor } from '../src/shared/copy/catalogue.ts';
import type { Locale } from '../src/shared/copy/locale.ts';
import {
  adminPageFileFor,
  advisorAppPageFileFor,
  pageFileFor,
} from '../src/shared/copy/page-files.ts';

const copyDir = resolve(import.meta.dirname, '../src/shared/copy');
const catalogueModule = resolve(copyDir, 'catalogue.ts');
const accountModule = resolve(copyDir, 'account-catalogue.ts');
const contentModule = resolve(copyDir, 'content-catalogue.ts');
const adminModule = resolve(copyDir, 'admin-catalogue.ts');
const advisorAppModule = resolve(copyDir, 'advisor-app-catalogue.ts');
const advisorApplyModule = resolve(copyDir, 'advisor-apply-catalogue.ts');
const reviewsModule = resolve(copyDir, 'reviews-catalogue.ts');
const queueNotifyModule = resolve(copyDir, 'queue-notify-catalogue.ts');

/** The back office's page, as Vite names it in the bundle (its path under src/web). */
const adminHtmlName = 'admin/index.html';
/** The advisors' app's page, likewise. */
const advisorHtmlName = 'advisor/index.html';

/** Where each language's catalogues are (the folders under src/shared/copy). */
const folders: Record<Locale, string> = { en: 'en', 'fr-CA': 'fr-CA' };
const catalogueExports: Record<Locale, string> = { en: 'en', 'fr-CA': 'frCA' };

const virtualPrefix = '\0single-language:';

/**
 * Text as index.html is hand-written (only &, < and > escaped, apostrophes as they are), so the
 * English found there can be matched; the shared escapeHtml (src/shared/html/) escapes more.
 */
function asIndexHtmlWritesIt(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(text: string): string {
  return asIndexHtmlWritesIt(text).replaceAll('"', '&quot;');
}

/** index.html is written in English (a test keeps it in step with the catalogue); this translates it. */
export function translateIndexHtml(html: string, locale: Locale): string {
  const en = copyFor('en').pages;
  const to = copyFor(locale).pages;
  const replace = (source: string, from: string, into: string) => {
    if (!source.includes(from)) throw new Error(`index.html no longer contains ${from}`);
    return source.replace(from, into);
  };
  let out = replace(html, '<html lang="en"', `<html lang="${locale}"`);
  out = replace(
    out,
    `<title>${asIndexHtmlWritesIt(en.titles.home)}</title>`,
    `<title>${asIndexHtmlWritesIt(to.titles.home)}</title>`,
  );
  out = replace(
    out,
    `content="${escapeAttribute(en.defaultDescription)}"`,
    `content="${escapeAttribute(to.defaultDescription)}"`,
  );
  out = replace(
    out,
    `<p>${asIndexHtmlWritesIt(en.noScript)}</p>`,
    `<p>${asIndexHtmlWritesIt(to.noScript)}</p>`,
  );
  return out;
}

/**
 * A page of its own (admin/index.html, advisor/index.html) is written in English (a test keeps it
 * in step); this translates its language, title and no-script text from its catalogue.
 */
function translateOwnPage(
  html: string,
  locale: Locale,
  page: string,
  textsIn: (locale: Locale) => { documentTitle: string; noScript: string },
): string {
  const en = textsIn('en');
  const to = textsIn(locale);
  const replace = (source: string, from: string, into: string) => {
    if (!source.includes(from)) throw new Error(`${page} no longer contains ${from}`);
    return source.replace(from, into);
  };
  let out = replace(html, '<html lang="en"', `<html lang="${locale}"`);
  out = replace(
    out,
    `<title>${asIndexHtmlWritesIt(en.documentTitle)}</title>`,
    `<title>${asIndexHtmlWritesIt(to.documentTitle)}</title>`,
  );
  out = replace(
    out,
    `<p>${asIndexHtmlWritesIt(en.noScript)}</p>`,
    `<p>${asIndexHtmlWritesIt(to.noScript)}</p>`,
  );
  return out;
}

export const translateAdminHtml = (html: string, locale: Locale) =>
  translateOwnPage(html, locale, adminHtmlName, adminCopyFor);

export const translateAdvisorHtml = (html: string, locale: Locale) =>
  translateOwnPage(html, locale, advisorHtmlName, advisorAppCopyFor);

const isAdminHtml = (file: string) => file.replaceAll('\\', '/').endsWith(`/${adminHtmlName}`);
const isAdvisorHtml = (file: string) => file.replaceAll('\\', '/').endsWith(`/${advisorHtmlName}`);

export function singleLanguage(locale: Locale): Plugin[] {
  const folder = resolve(copyDir, folders[locale]);
  /** A catalogue module as its language's file alone: `<name>` and `<name>For` answer it. */
  const swapped = (file: string, imported: string, name: string) =>
    [
      `import { ${imported} as catalogue } from ${JSON.stringify(resolve(folder, file))};`,
      `export const ${name} = catalogue;`,
      `export const ${name}For = () => catalogue;`,
    ].join('\n');
  const modules: Record<string, string> = {
    [catalogueModule]: swapped('index.ts', catalogueExports[locale], 'copy'),
    [accountModule]: swapped('account.ts', 'account', 'accountCopy'),
    [contentModule]: swapped('content.ts', 'content', 'contentCopy'),
    [adminModule]: swapped('admin.ts', 'admin', 'adminCopy'),
    [advisorAppModule]: swapped('advisor-app.ts', 'advisorApp', 'advisorAppCopy'),
    [advisorApplyModule]: swapped('advisor-apply.ts', 'advisorApply', 'applyCopy'),
    [reviewsModule]: swapped('reviews.ts', 'reviews', 'reviewsCopy'),
    [queueNotifyModule]: swapped('queue-notify.ts', 'queueNotify', 'queueNotifyCopy'),
  };
  const swapCatalogues: Plugin = {
    name: 'single-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const path = resolved?.id.split('?', 1)[0];
      return path !== undefined && path in modules ? `${virtualPrefix}${path}` : null;
    },
    load(id) {
      return id.startsWith(virtualPrefix) ? modules[id.slice(virtualPrefix.length)] : null;
    },
    transformIndexHtml(html, context) {
      if (locale === 'en') return html;
      if (isAdminHtml(context.filename)) return translateAdminHtml(html, locale);
      if (isAdvisorHtml(context.filename)) return translateAdvisorHtml(html, locale);
      return translateIndexHtml(html, locale);
    },
  };
  // After Vite's own HTML plugin has put the page into the bundle.
  const namePage: Plugin = {
    name: 'single-language-page',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // The back office's page goes beside the site's, named for its language.
      const adminPage = bundle['admin/index.html'];
      if (adminPage?.type === 'asset') {
        delete bundle['admin/index.html'];
        this.emitFile({
          type: 'asset',
          fileName: adminPageFileFor(locale),
          source: adminPage.source,
        });
      }
      const advisorPage = bundle['advisor/index.html'];
      if (advisorPage?.type === 'asset') {
        delete bundle['advisor/index.html'];
        this.emitFile({
          type: 'asset',
          fileName: advisorAppPageFileFor(locale),
          source: advisorPage.source,
        });
      }
      // Every language's build writes into the same folder; only English keeps index.html.
      const page = bundle['index.html'];
      if (locale === 'en' || !page || page.type !== 'asset') return;
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: pageFileFor(locale), source: page.source });
    },
  };
  return [swapCatalogues, namePage];
}
