// The promotion banner applies a promotion's link and colours as they are (an href, inline CSS),
// so only values that cannot lead anywhere else or inject anything reach the browser. Anything
// else is dropped (null): the banner still shows, with its default link-less look.

/**
 * A path on this site: one leading '/', then no second '/' or '\' (both would make it a
 * protocol-relative link to another host), no whitespace or control characters.
 */
export function safeInternalPath(value: string | null): string | null {
  if (value === null) return null;
  const path = value.trim();
  if (path.length > 2000) return null;
  if (!/^\/(?![/\\])/.test(path)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(path)) return null;
  return path;
}

/** Colour names a promotion may use, besides #rgb, #rrggbb and rgb(r, g, b). */
export const namedColours: ReadonlySet<string> = new Set([
  'black',
  'white',
  'gray',
  'grey',
  'silver',
  'red',
  'crimson',
  'maroon',
  'orange',
  'gold',
  'yellow',
  'green',
  'teal',
  'navy',
  'blue',
  'indigo',
  'purple',
  'violet',
  'pink',
]);

const hexColour = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// rgb(12, 34, 56) or the space-separated rgb(12 34 56); each channel an integer 0–255.
const rgbColour = /^rgb\(\s*(\d{1,3})(?:\s*,\s*|\s+)(\d{1,3})(?:\s*,\s*|\s+)(\d{1,3})\s*\)$/i;

/** A CSS colour from the short safe list of forms, trimmed; null for anything else. */
export function safeCssColour(value: string | null): string | null {
  if (value === null) return null;
  const colour = value.trim();
  if (hexColour.test(colour)) return colour;
  const rgb = rgbColour.exec(colour);
  if (rgb) return rgb.slice(1).every((channel) => Number(channel) <= 255) ? colour : null;
  const name = colour.toLowerCase();
  return namedColours.has(name) ? name : null;
}
