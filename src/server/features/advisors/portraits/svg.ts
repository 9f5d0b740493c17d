// Small helpers for writing compact SVG by hand.

/** A colour made darker (amount < 1) or lighter (amount > 1), channel by channel. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.max(0, Math.min(255, Math.round(((value >> shift) & 0xff) * amount)));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

/** 0 (black) … 1 (white): the mean of the three channels. */
export function lightness(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  return (((value >> 16) & 0xff) + ((value >> 8) & 0xff) + (value & 0xff)) / (3 * 255);
}

/** One element; attributes whose value is undefined are left out. */
export function el(name: string, attributes: Record<string, string | number | undefined>): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
  return `<${name} ${written}/>`;
}

export const path = (d: string, fill: string, extra: Record<string, string | number> = {}) =>
  el('path', { d, fill, ...extra });

/** An open line: stroked, not filled, with round ends. */
export const line = (
  d: string,
  stroke: string,
  width: number,
  extra: Record<string, string | number> = {},
) =>
  el('path', {
    d,
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    ...extra,
  });
