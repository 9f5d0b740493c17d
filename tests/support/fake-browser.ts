// A just-big-enough browser for running the stand-in's scripts under node:vm in tests: elements
// that hold children, attributes, styles and click listeners; a window with location,
// window.open (or a popup blocker), postMessage events, timers and sessionStorage. Not a DOM:
// only what the SDK stand-in and the approval page's script touch.
import { Script, createContext } from 'node:vm';

type Listener = (event: unknown) => void;

export class FakeElement {
  readonly children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  readonly style: Record<string, string> = {};
  readonly attributes = new Map<string, string>();
  readonly dataset: Record<string, string> = {};
  textContent = '';
  type = '';
  disabled = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly tagName: string) {}

  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  getAttribute(name: string): string | null {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: FakeElement) {
    const index = this.children.indexOf(child);
    if (index >= 0) this.children.splice(index, 1);
    child.parentNode = null;
    return child;
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  click() {
    for (const listener of this.listeners.get('click') ?? []) listener({ type: 'click' });
  }
  /** Every element below this one, depth first. */
  descendants(): FakeElement[] {
    return this.children.flatMap((child) => [child, ...child.descendants()]);
  }
}

export interface FakePopup {
  closed: boolean;
  location: { href: string };
  close(): void;
}

export interface FakeBrowserOptions {
  /** The page the script runs on (default http://localhost:3000/purchase). */
  pageUrl?: string;
  /** The script's own URL (document.currentScript.src). */
  scriptUrl?: string;
  popupsBlocked?: boolean;
  /** sessionStorage, shared between "page loads" of one tab. */
  session?: Map<string, string>;
  /** window.opener, for the approval page's script. */
  opener?: unknown;
  dataset?: Record<string, string>;
}

export function createFakeBrowser(options: FakeBrowserOptions = {}) {
  const page = new URL(options.pageUrl ?? 'http://localhost:3000/purchase');
  const session = options.session ?? new Map<string, string>();
  const messageListeners = new Set<Listener>();
  const popups: FakePopup[] = [];
  const opened: { url: string; name: string }[] = [];
  const navigations: { how: 'assign' | 'replace'; url: string }[] = [];
  const container = new FakeElement('div');
  const body = new FakeElement('body');
  Object.assign(body.dataset, options.dataset ?? {});
  let closedItself = false;

  const window: Record<string, unknown> = {
    location: {
      href: page.href,
      origin: page.origin,
      pathname: page.pathname,
      search: page.search,
      assign: (url: string) => navigations.push({ how: 'assign', url }),
      replace: (url: string) => navigations.push({ how: 'replace', url }),
    },
    opener: options.opener ?? null,
    open(url: string, name: string) {
      opened.push({ url, name });
      if (options.popupsBlocked) return null;
      const popup: FakePopup = {
        closed: false,
        location: { href: url === '' ? 'about:blank' : url },
        close() {
          popup.closed = true;
        },
      };
      popups.push(popup);
      return popup;
    },
    close() {
      closedItself = true;
    },
    addEventListener(type: string, listener: Listener) {
      if (type === 'message') messageListeners.add(listener);
    },
    removeEventListener(type: string, listener: Listener) {
      if (type === 'message') messageListeners.delete(listener);
    },
    // Looked up at call time, so a test's fake timers apply.
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    clearTimeout: (id: NodeJS.Timeout) => clearTimeout(id),
    setInterval: (fn: () => void, ms?: number) => setInterval(fn, ms),
    clearInterval: (id: NodeJS.Timeout) => clearInterval(id),
    sessionStorage: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => session.set(key, String(value)),
      removeItem: (key: string) => session.delete(key),
    },
    console,
  };
  const document = {
    body,
    currentScript: options.scriptUrl ? { src: options.scriptUrl, getAttribute: () => null } : null,
    createElement: (tag: string) => new FakeElement(tag),
    querySelector: (selector: string) => (selector === '#paypal-buttons' ? container : null),
  };
  const context = createContext({ window, document, URL, URLSearchParams, console });

  return {
    window,
    container,
    popups,
    opened,
    navigations,
    session,
    closedItself: () => closedItself,
    run(code: string) {
      new Script(code).runInContext(context);
    },
    /** A message event as the browser delivers it to this window. */
    deliverMessage(data: unknown, from: { origin: string; source: unknown }) {
      for (const listener of [...messageListeners]) {
        listener({ data, origin: from.origin, source: from.source });
      }
    },
  };
}

export type FakeBrowser = ReturnType<typeof createFakeBrowser>;

/** Lets promise callbacks and zero-delay timers run (real timers only). */
export async function flush(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
}
