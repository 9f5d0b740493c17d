// The page shells the server renders into each page (docs/decisions/022): which shell a request
// gets, what it is keyed by (its path, and the second while a promotion counts down), and how a
// build's shell modules are loaded, a broken one costing only its shell.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { PageData } from '#shared/api/page-data.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { loadPageShells, pageShellsFrom, type ShellModule } from './page-shells.ts';

/** Every address under /pricing stands for /pricing; any other for '/-'. */
const fakeModule = () => {
  const module = {
    shellPath: (pathname: string) => (pathname.startsWith('/pricing') ? '/pricing' : '/-'),
    renderShell: vi.fn(
      (locale: Locale, path: string, data: PageData) =>
        `<p>${locale} ${path} ${JSON.stringify(data)}</p>`,
    ),
  };
  return module satisfies ShellModule;
};

// Only the shape the shell looks at matters here, not a whole promotion.
const withPromotion = {
  activePromotion: { promotion: { message: 'Spring sale' } },
} as unknown as PageData;
const withoutPromotion: PageData = {};

describe('a language’s page shell', () => {
  it('is keyed by the path it stands for, shared by the addresses it stands for', () => {
    const shells = pageShellsFrom(new Map([['en', fakeModule()]]), () => 1_000_000);
    const pricing = shells('en', '/pricing', withoutPromotion);
    expect(pricing?.key).toBe('en:/pricing');
    expect(shells('en', '/pricing/', withoutPromotion)?.key).toBe(pricing?.key);
    expect(shells('en', '/nowhere', withoutPromotion)?.key).toBe('en:/-');
  });

  it('is its language’s own, even where two languages send the same page file', () => {
    const shells = pageShellsFrom(
      new Map([
        ['en', fakeModule()],
        ['fr-CA', fakeModule()],
      ]),
    );
    expect(shells('fr-CA', '/pricing', withoutPromotion)?.key).not.toBe(
      shells('en', '/pricing', withoutPromotion)?.key,
    );
  });

  it('carries the second it is made in while a promotion counts down', () => {
    let now = 1_700_000_000_250;
    const shells = pageShellsFrom(new Map([['en', fakeModule()]]), () => now);
    const first = shells('en', '/pricing', withPromotion)?.key;
    expect(first).toBe('en:/pricing@1700000000');
    now = 1_700_000_000_999; // the same second
    expect(shells('en', '/pricing', withPromotion)?.key).toBe(first);
    now = 1_700_000_001_000; // the next one
    const next = shells('en', '/pricing', withPromotion)?.key;
    expect(next).toBe('en:/pricing@1700000001');
    expect(next).not.toBe(first);
  });

  it('carries no second without a promotion', () => {
    const shells = pageShellsFrom(new Map([['en', fakeModule()]]), () => 1_700_000_000_000);
    expect(shells('en', '/pricing', withoutPromotion)?.key).toBe('en:/pricing');
    const noPromotion = { activePromotion: { promotion: null } } as unknown as PageData;
    expect(shells('en', '/pricing', noPromotion)?.key).toBe('en:/pricing');
  });

  it('is missing for a language without a module', () => {
    const shells = pageShellsFrom(new Map([['en', fakeModule()]]));
    expect(shells('fr-CA', '/pricing', withoutPromotion)).toBeUndefined();
  });

  it('renders with the language, the path it stands for and the data, only when asked', () => {
    const module = fakeModule();
    const shells = pageShellsFrom(new Map([['fr-CA', module]]));
    const shell = shells('fr-CA', '/pricing/', withPromotion);
    expect(module.renderShell).not.toHaveBeenCalled();
    expect(shell?.render()).toBe(`<p>fr-CA /pricing ${JSON.stringify(withPromotion)}</p>`);
    expect(module.renderShell).toHaveBeenCalledExactlyOnceWith('fr-CA', '/pricing', withPromotion);
  });
});

describe('the page shells of a build', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A build in <tmp>/web, with each language's shell module as given, and a logger to watch. */
  function build(modules: Partial<Record<Locale, string>>) {
    const base = mkdtempSync(join(tmpdir(), 'lumina-page-shells-'));
    dirs.push(base);
    const webDir = join(base, 'web');
    mkdirSync(webDir);
    for (const [locale, source] of Object.entries(modules)) {
      mkdirSync(join(base, 'web-shell', locale), { recursive: true });
      writeFileSync(join(base, 'web-shell', locale, 'render-shell.js'), source);
    }
    const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() };
    return { webDir, log, logger: log as unknown as FastifyBaseLogger };
  }

  const workingModule = [
    'export function shellPath(p) { return p.toLowerCase(); }',
    'export function renderShell(locale, path, data) { return `<p>${locale} ${path} ${data.n}</p>`; }',
  ].join('\n');

  it('renders a language’s shell from its module; a language without one has none', async () => {
    const { webDir, log, logger } = build({ en: workingModule });
    const shells = await loadPageShells(webDir, logger);
    const english = shells('en', '/Pricing', { n: 7 } as unknown as PageData);
    expect(english?.key).toBe('en:/pricing');
    expect(english?.render()).toBe('<p>en /pricing 7</p>');
    expect(shells('fr-CA', '/pricing', {})).toBeUndefined();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('finds the shells beside a web folder named with a trailing slash', async () => {
    const { webDir, logger } = build({ en: workingModule });
    const shells = await loadPageShells(`${webDir}/`, logger);
    expect(shells('en', '/', { n: 1 } as unknown as PageData)?.render()).toBe('<p>en / 1</p>');
  });

  it('goes without a module that fails to load, warning, and keeps the others', async () => {
    const { webDir, log, logger } = build({
      'fr-CA': 'throw new Error("broken build");\nexport function shellPath(p) { return p; }',
      en: workingModule,
    });
    const shells = await loadPageShells(webDir, logger);
    expect(shells('fr-CA', '/pricing', {})).toBeUndefined();
    expect(shells('en', '/pricing', { n: 2 } as unknown as PageData)?.render()).toBe(
      '<p>en /pricing 2</p>',
    );
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({
        err: expect.objectContaining({ message: 'broken build' }),
        file: join(webDir + '-shell', 'fr-CA', 'render-shell.js'),
      }),
      expect.stringContaining('could not be loaded'),
    );
  });

  it('goes without a module that does not render a shell, warning', async () => {
    const { webDir, log, logger } = build({
      en: 'export function shellPath(p) { return p; }\nexport const renderShell = "not a function";',
    });
    const shells = await loadPageShells(webDir, logger);
    expect(shells('en', '/pricing', {})).toBeUndefined();
    expect(log.warn).toHaveBeenCalledOnce();
    expect(log.warn).toHaveBeenCalledWith(
      { file: join(webDir + '-shell', 'en', 'render-shell.js') },
      expect.stringContaining('no renderShell'),
    );
  });

  it('has none, without a warning, when the build wrote no shells', async () => {
    const { webDir, log, logger } = build({});
    const shells = await loadPageShells(webDir, logger);
    expect(shells('en', '/', {})).toBeUndefined();
    expect(shells('fr-CA', '/', {})).toBeUndefined();
    expect(log.warn).not.toHaveBeenCalled();
  });
});
