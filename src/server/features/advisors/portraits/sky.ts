// The soft mystical backgrounds behind every portrait: a night-sky gradient with a crescent
// moon, a scattering of stars, an aurora, or a full moon rising behind the head like a halo.
import type { PortraitTraits } from './portrait-traits.ts';
import { el, path } from './svg.ts';

const starlight = '#fbf1c7';

/** A four-pointed sparkle, placed with <use>. Defined once per portrait in <defs>. */
export const sparkleDef = path('M0-6L1.4-1.4 6 0 1.4 1.4 0 6-1.4 1.4-6 0-1.4-1.4Z', starlight, {
  id: 'k',
});

const sparkle = (x: number, y: number, opacity = 0.9) => el('use', { href: '#k', x, y, opacity });
const dot = (x: number, y: number, r = 1.2) =>
  el('circle', { cx: x, cy: y, r, fill: starlight, opacity: 0.7 });

export function skyGradient(sky: PortraitTraits['sky']): string {
  return `<linearGradient id="s" x2="0" y2="1"><stop stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`;
}

export function skyBackground(motif: PortraitTraits['motif']): string {
  const base = el('rect', { width: 200, height: 200, fill: 'url(#s)' });
  switch (motif) {
    case 'moon':
      return [
        base,
        el('circle', { cx: 158, cy: 42, r: 28, fill: starlight, opacity: 0.12 }),
        path('M160 22a20 20 0 1 0 15 33 16 16 0 1 1-15-33Z', starlight),
        sparkle(34, 34),
        sparkle(58, 18, 0.6),
        sparkle(178, 96, 0.7),
        dot(22, 76),
        dot(128, 20),
        dot(186, 142),
      ].join('');
    case 'stars':
      return [
        base,
        sparkle(30, 30),
        sparkle(166, 26),
        sparkle(180, 92, 0.7),
        sparkle(22, 110, 0.6),
        dot(60, 16),
        dot(140, 46),
        dot(44, 62, 1),
        dot(150, 12, 1),
        dot(188, 58),
        dot(14, 150),
        // A small constellation in the corner.
        el('path', {
          d: 'M120 18l18 10 14-4 8 14',
          fill: 'none',
          stroke: starlight,
          'stroke-width': 0.6,
          opacity: 0.5,
        }),
      ].join('');
    case 'aurora':
      return [
        base,
        path(
          'M-10 62C30 32 70 72 110 46S170 22 210 36V52C170 40 150 62 110 64S30 54-10 80Z',
          '#4fe3b1',
          {
            opacity: 0.3,
          },
        ),
        path(
          'M-10 36C40 14 80 46 130 26S180 8 210 14V26C180 22 160 40 130 42S40 30-10 50Z',
          '#a68cff',
          {
            opacity: 0.28,
          },
        ),
        path(
          'M-10 88C40 66 90 100 140 78S190 66 210 72V80C190 76 170 92 140 94S40 82-10 98Z',
          '#6ff0d0',
          {
            opacity: 0.16,
          },
        ),
        sparkle(28, 124, 0.7),
        sparkle(176, 118, 0.8),
        dot(60, 112),
        dot(150, 106),
        dot(20, 16),
        dot(184, 8),
      ].join('');
    case 'halo':
      return [
        base,
        el('circle', { cx: 100, cy: 86, r: 70, fill: starlight, opacity: 0.1 }),
        el('circle', { cx: 100, cy: 86, r: 56, fill: starlight, opacity: 0.16 }),
        sparkle(26, 30),
        sparkle(176, 40, 0.7),
        dot(40, 150),
        dot(168, 150),
        dot(150, 16),
      ].join('');
  }
}
