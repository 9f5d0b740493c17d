// A page in one language, as the server's build for that language serves it: the web reads its
// language from <html lang> (src/shared/copy/locale.ts). Tests set it here and put it back.
import { afterEach, beforeEach } from 'vitest';
import type { Locale } from '#shared/copy/locale.ts';

const page = () => document.documentElement;

/** Runs `check` on a page in `locale`, then puts the page's language back. */
export function inPageLanguage<T>(locale: Locale, check: () => T): T {
  const previous = page().lang;
  page().lang = locale;
  try {
    return check();
  } finally {
    page().lang = previous;
  }
}

/** Every test of the calling file runs on a page in `locale`. */
export function onPagesIn(locale: Locale): void {
  let previous = '';
  beforeEach(() => {
    previous = page().lang;
    page().lang = locale;
  });
  afterEach(() => {
    page().lang = previous;
  });
}
