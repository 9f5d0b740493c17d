// Hair styles, each in two layers: what falls behind the head and shoulders, and what lies over
// the forehead and in front of the shoulders. The head spans x 71–129, y 54–127.
import type { HairStyle } from './portrait-traits.ts';
import { el, line, path, shade } from './svg.ts';

export interface HairLayers {
  back: string;
  front: string;
}

const capWithPart = (color: string) =>
  path('M68 94C60 34 140 32 132 96C128 76 116 66 100 66C88 72 76 82 68 94Z', color);

const curlRing = (
  color: string,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  r: number,
) =>
  Array.from({ length: count }, (_, index) => {
    const angle = (index / count) * Math.PI * 2;
    return el('circle', {
      cx: Math.round(cx + radius * Math.cos(angle)),
      cy: Math.round(cy + radius * 0.92 * Math.sin(angle)),
      r,
      fill: color,
    });
  }).join('');

const braid = (color: string, side: -1 | 1, tie: string) => {
  const links = [104, 117, 130, 143, 156, 168].map((y, index) =>
    el('ellipse', {
      cx: 100 + side * (28 + index),
      cy: y,
      rx: 6,
      ry: 7.5,
      fill: index % 2 ? shade(color, 1.25) : color,
    }),
  );
  return links.join('') + el('circle', { cx: 100 + side * 34, cy: 177, r: 3, fill: tie });
};

export function hairLayers(style: HairStyle, color: string): HairLayers {
  const sheen = shade(color, 1.35);
  switch (style) {
    case 'long':
      return {
        back: path(
          'M64 90C56 28 144 28 136 90C140 122 146 150 150 178C128 188 72 188 50 178C54 150 60 122 64 90Z',
          color,
        ),
        front:
          capWithPart(color) +
          path('M71 88C66 120 64 150 60 174L74 172C76 142 78 114 80 94Z', color) +
          path('M129 88C134 120 136 150 140 174L126 172C124 142 122 114 120 94Z', color) +
          line('M84 70q-8 8-10 22', sheen, 1.4, { opacity: 0.6 }),
      };
    case 'waves':
      return {
        back: path(
          'M64 88C54 28 146 28 136 88C146 104 134 118 144 134S140 164 150 180C126 190 74 190 50 180C60 164 50 150 56 134S54 104 64 88Z',
          color,
        ),
        front:
          capWithPart(color) +
          path(
            'M71 90C62 104 74 118 64 134S70 160 60 176L74 174C82 158 72 146 80 132S72 106 80 94Z',
            color,
          ) +
          line('M116 66q10 6 12 20', sheen, 1.4, { opacity: 0.6 }),
      };
    case 'bob':
      return {
        back: path('M64 88C56 30 144 30 136 88L140 128Q128 134 118 124H82Q72 134 60 128Z', color),
        front:
          path('M69 92C62 34 138 34 131 92C128 82 120 76 100 76S72 82 69 92Z', color) +
          line('M86 58q-6 6-8 14', sheen, 1.4, { opacity: 0.6 }),
      };
    case 'curls':
      return {
        back:
          el('circle', { cx: 100, cy: 82, r: 44, fill: color }) +
          curlRing(color, 100, 82, 44, 14, 11),
        front:
          [
            [76, 70],
            [87, 62],
            [100, 59],
            [113, 62],
            [124, 70],
          ]
            .map(([cx, cy]) => el('circle', { cx, cy, r: 9, fill: color }))
            .join('') + line('M90 52q8-4 16 0', sheen, 1.4, { opacity: 0.5 }),
      };
    case 'bun':
      return {
        back: el('circle', { cx: 100, cy: 44, r: 16, fill: color }),
        front:
          path('M69 92C62 34 138 34 131 92C124 74 112 66 100 66S76 74 69 92Z', color) +
          line('M92 38q8-5 16 0', sheen, 1.4, { opacity: 0.6 }),
      };
    case 'braids':
      return {
        back: path('M66 90C58 32 142 32 134 90L132 110H68Z', color),
        front:
          path('M69 92C62 34 138 34 131 92C124 74 112 66 100 66S76 74 69 92Z', color) +
          line('M100 56v10', shade(color, 0.6), 1.2) +
          braid(color, -1, '#e2b84d') +
          braid(color, 1, '#e2b84d'),
      };
    case 'pixie':
      return {
        back: '',
        front:
          path('M69 94C58 32 142 30 132 92C130 78 124 70 116 68C104 78 86 80 71 94Z', color) +
          line('M120 60q6 6 8 16', sheen, 1.4, { opacity: 0.6 }),
      };
    case 'headscarf':
      return {
        back: path(
          'M62 96C52 22 148 22 138 96C144 130 150 160 156 182H44C50 160 56 130 62 96Z',
          color,
        ),
        front:
          path('M67 94C58 26 142 26 133 94C124 74 112 68 100 68S76 74 67 94Z', color) +
          line('M74 62q26-16 52 0M70 78q30-22 60 0', shade(color, 0.75), 1.4),
      };
    case 'crop':
      return {
        back: '',
        front:
          path('M71 86C64 36 136 36 129 86C124 72 114 66 100 66S76 72 71 86Z', color) +
          path('M71 84v12h3V86Z', color) +
          path('M129 84v12h-3V86Z', color),
      };
    case 'quiff':
      return {
        back: '',
        front:
          path(
            'M71 88C64 58 72 42 92 40C110 34 128 40 131 58C132 70 130 80 129 88C126 74 118 66 106 64C92 64 78 74 71 88Z',
            color,
          ) + line('M88 48q14-8 30-2', sheen, 1.4, { opacity: 0.6 }),
      };
    case 'short-curls':
      return {
        back: '',
        front:
          path('M71 86C64 38 136 38 129 86C122 72 112 68 100 68S78 72 71 86Z', color) +
          [
            [76, 70],
            [84, 60],
            [95, 55],
            [106, 55],
            [117, 60],
            [124, 70],
          ]
            .map(([cx, cy]) => el('circle', { cx, cy, r: 8, fill: color }))
            .join(''),
      };
    case 'shaved':
      return {
        back: '',
        front: path('M71 84C66 40 134 40 129 84C120 70 80 70 71 84Z', color, { opacity: 0.35 }),
      };
    case 'top-knot':
      return {
        back: el('circle', { cx: 100, cy: 44, r: 11, fill: color }),
        front:
          path('M71 88C64 36 136 36 129 88C124 72 114 64 100 64S76 72 71 88Z', color) +
          el('rect', { x: 94, y: 50, width: 12, height: 4, rx: 2, fill: shade(color, 0.6) }),
      };
    case 'shoulder':
      return {
        back: path('M66 88C56 30 144 30 134 88L140 140Q120 150 114 136H86Q80 150 60 140Z', color),
        front:
          path('M69 94C60 34 140 34 131 94C126 76 112 64 100 66C88 64 74 76 69 94Z', color) +
          line('M88 60q-8 8-10 20', sheen, 1.4, { opacity: 0.5 }),
      };
  }
}
