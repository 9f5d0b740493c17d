// Data the server wrote into the page for its first paint (src/server/http/page-with-data.ts):
// read once, and handed to a query as its initial data, so what it shows is there from the
// first paint instead of arriving after it and moving the page.
import * as z from 'zod/mini';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '#shared/api/page-data.ts';

let read: Record<string, unknown> | null | undefined;

function pageData(): Record<string, unknown> | null {
  if (read !== undefined) return read;
  read = null;
  // Rendering the page's shell on the server (app/render-shell.tsx), there is no document: the
  // data is handed over with setPageData instead.
  if (typeof document === 'undefined') return read;
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return read;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') read = parsed as Record<string, unknown>;
  } catch {
    // A page without readable data: the queries ask the server, as without it.
  }
  return read;
}

/** The page's `key`, when it is there and has the shape `schema` says; else undefined. */
export function fromPage<Schema extends z.core.$ZodType>(
  key: keyof PageData,
  schema: Schema,
): z.output<Schema> | undefined {
  const value = pageData()?.[key];
  if (value === undefined) return undefined;
  const parsed = z.safeParse(schema, value);
  return parsed.success ? parsed.data : undefined;
}

/** When the page was loaded: its data is as fresh as that. */
export const pageLoadedAt = Date.now();

/**
 * Tests render several pages in one document: each starts from its own data.
 *
 * @internal For the tests (tests/support/web/page-data.ts).
 */
export function forgetPageData(): void {
  read = undefined;
}

/** The data to read instead of the document's: the server's shell render hands it over here. */
export function setPageData(data: PageData | null): void {
  read = data ? { ...data } : null;
}
