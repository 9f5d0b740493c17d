// The page shells (docs/decisions/022): each language's renderer of the web app's first frame
// (src/web/app/render-shell.tsx), built by `npm run build:web` into <webDir>-shell/<locale> and
// loaded here once, at start-up. A language without one (a development run, a partial build)
// sends its page as built, with an empty #root, exactly as before: the shell only makes the
// first paint sooner.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageData } from '#shared/api/page-data.ts';
import { locales, type Locale } from '#shared/copy/locale.ts';
import { shellDirFor, shellModuleFile } from '#shared/copy/page-files.ts';

/** What render-shell.tsx exports. */
export interface ShellModule {
  shellPath(pathname: string): string;
  renderShell(locale: Locale, pathname: string, data: PageData): string;
}

export interface PageShell {
  /**
   * What the shell depends on besides the page's data: its language, the address it stands for,
   * and, while a promotion shows its countdown, the second it is rendered in. Pages with the same
   * key share it.
   */
  key: string;
  /** Its HTML; rendered only when no page already made holds it. */
  render(): string;
}

/** A language's shell for a request's path, or undefined where the language has none. */
export type PageShells = (
  locale: Locale,
  pathname: string,
  data: PageData,
) => PageShell | undefined;

const isShellModule = (value: unknown): value is ShellModule =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ShellModule).renderShell === 'function' &&
  typeof (value as ShellModule).shellPath === 'function';

export function pageShellsFrom(
  modules: ReadonlyMap<Locale, ShellModule>,
  now: () => number = Date.now,
): PageShells {
  return (locale, pathname, data) => {
    const shell = modules.get(locale);
    if (!shell) return undefined;
    const path = shell.shellPath(pathname);
    // The countdown reads the clock: a shell kept longer than its second would show it wrong.
    const second = data.activePromotion?.promotion ? `@${Math.floor(now() / 1000)}` : '';
    // The language too: a language whose page was not built is sent English's file.
    return {
      key: `${locale}:${path}${second}`,
      render: () => shell.renderShell(locale, path, data),
    };
  };
}

export async function loadPageShells(webDir: string, log: FastifyBaseLogger): Promise<PageShells> {
  const modules = new Map<Locale, ShellModule>();
  for (const locale of locales) {
    const file = resolve(shellDirFor(webDir, locale), shellModuleFile);
    if (!existsSync(file)) continue;
    try {
      const loaded: unknown = await import(pathToFileURL(file).href);
      if (isShellModule(loaded)) modules.set(locale, loaded);
      else log.warn({ file }, 'the page shell module has no renderShell; pages go without');
    } catch (error) {
      log.warn({ err: error, file }, 'the page shell could not be loaded; pages go without');
    }
  }
  return pageShellsFrom(modules);
}
