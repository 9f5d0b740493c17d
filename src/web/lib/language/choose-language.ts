// Asks the server to remember a language (PUT /api/language: the language cookie, and the
// account's language when signed in), then reloads the page: each language is a build of its
// own, so the page comes back in the chosen one (docs/decisions/020).
import * as z from 'zod/mini';
import type { LanguageChoiceRequest } from '#shared/api/language.ts';
import type { Locale } from '#shared/copy/locale.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function rememberLanguage(language: Locale): Promise<void> {
  const body: LanguageChoiceRequest = { language };
  await apiRequest('/api/language', { method: 'PUT', body, schema: z.undefined() });
}

/** Loads the current page again, now in the language the server remembers. */
export function reloadInLanguage(): void {
  window.location.reload();
}

/** Loads a page from the server: it comes in the language the server remembers. */
export function loadPage(path: string): void {
  window.location.replace(path);
}
