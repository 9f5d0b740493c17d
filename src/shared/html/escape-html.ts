// The one HTML escaper: emails (../copy/email-frame.ts and the messages they frame), the
// stand-ins' server-rendered pages and the dev outbox page all put values into HTML through it.
// It escapes the five characters that matter in text and in quoted attribute values alike.

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The value as text, safe inside an element or a quoted attribute (either quote). */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}
