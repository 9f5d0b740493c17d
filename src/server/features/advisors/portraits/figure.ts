// The person: shoulders and clothes, neck, head, face, beard and jewellery.
import type { PortraitTraits } from './portrait-traits.ts';
import { el, lightness, line, path, shade } from './svg.ts';

const ink = '#2a1b18';

export function hood(traits: PortraitTraits): string {
  if (traits.outfit.style !== 'hooded-cloak') return '';
  return path('M56 132C44 56 156 56 144 132L150 166H50Z', shade(traits.outfit.color, 0.7));
}

export function torso(traits: PortraitTraits): string {
  const { skin, outfit, build } = traits;
  const broad = build === 'broad';
  const body = path(
    broad
      ? 'M24 200C26 164 56 148 86 145H114C144 148 174 164 176 200Z'
      : 'M38 200C40 168 62 152 88 148H112C138 152 160 168 162 200Z',
    outfit.color,
  );
  const neck =
    path(broad ? 'M87 112v38q13 8 26 0v-38Z' : 'M90 112v38q10 7 20 0v-38Z', skin) +
    path('M87 118q13 12 26 0v-8H87Z', '#000', { opacity: 0.12 });
  const lighter = shade(outfit.color, 1.3);
  let neckline: string;
  switch (outfit.style) {
    case 'v-neck':
      neckline =
        path('M88 147L100 174L112 147Z', skin) + line('M86 147L100 176L114 147', outfit.trim, 2);
      break;
    case 'round-neck':
      neckline =
        path('M86 147Q100 166 114 147Z', skin) + line('M85 147Q100 168 115 147', outfit.trim, 2);
      break;
    case 'collar':
      neckline =
        path('M90 145L100 166L110 145Z', skin) +
        path('M86 143L100 164L92 172L79 150Z', lighter) +
        path('M114 143L100 164L108 172L121 150Z', lighter);
      break;
    case 'hooded-cloak':
      neckline =
        path('M88 147L100 170L112 147Z', skin) +
        line('M88 147L100 170L112 147M100 170V200', outfit.trim, 1.8) +
        el('circle', { cx: 100, cy: 172, r: 4, fill: outfit.trim });
      break;
  }
  return body + neck + neckline;
}

export function head(traits: PortraitTraits): string {
  const { skin, build } = traits;
  const ears =
    el('ellipse', { cx: 71, cy: 94, rx: 5, ry: 8, fill: skin }) +
    el('ellipse', { cx: 129, cy: 94, rx: 5, ry: 8, fill: skin });
  const face = path(
    build === 'broad'
      ? 'M70 88C70 60 84 53 100 53S130 60 130 88C130 114 118 129 100 129S70 114 70 88Z'
      : 'M71 88C71 62 84 54 100 54S129 62 129 88C129 112 116 127 100 127S71 112 71 88Z',
    skin,
  );
  return ears + face;
}

export function features(traits: PortraitTraits): string {
  const { skin, hair, eyes, build } = traits;
  const slender = build === 'slender';
  // Pale hair still needs brows that read as brows.
  const brow = shade(hair.color, lightness(hair.color) > 0.6 ? 0.55 : 0.9);
  const parts: string[] = [];
  parts.push(
    slender
      ? line('M82 84q7-5 14-1M104 83q7-4 14 1', brow, 2)
      : line('M81 84q8-3 15-1M104 83q8-2 15 1', brow, 3.2),
  );
  if (eyes === 'open') {
    parts.push(
      el('ellipse', { cx: 89, cy: 93, rx: 3.4, ry: 4, fill: ink }),
      el('ellipse', { cx: 111, cy: 93, rx: 3.4, ry: 4, fill: ink }),
      el('circle', { cx: 90.2, cy: 91.6, r: 1.1, fill: '#fff' }),
      el('circle', { cx: 112.2, cy: 91.6, r: 1.1, fill: '#fff' }),
    );
    if (slender)
      parts.push(line('M83.5 90.5q5.5-4.5 11 0l-2.5-.5M105.5 90.5q5.5-4.5 11 0', ink, 1.4));
  } else {
    parts.push(line('M83 93q6 5 12 0M105 93q6 5 12 0', ink, 1.8));
    if (slender)
      parts.push(line('M85 95.5l-1.5 2M117 95.5l1.5 2M103 95.5l-1.5 2M97 95.5l1.5 2', ink, 1));
  }
  parts.push(line('M100 95q-3 9 0 12q2 1 4 0', shade(skin, 0.78), 1.5));
  parts.push(
    el('circle', { cx: 84, cy: 106, r: 5, fill: '#ff7a7a', opacity: 0.13 }),
    el('circle', { cx: 116, cy: 106, r: 5, fill: '#ff7a7a', opacity: 0.13 }),
  );
  return parts.join('');
}

export function beard(traits: PortraitTraits): string {
  const color = traits.hair.color;
  const moustache = path('M88 109q12-7 24 0q-4 4-12 2q-8 2-12-2Z', color);
  const fullShape =
    'M71 92C70 120 84 138 100 138S130 120 129 92C126 104 120 110 114 112Q100 106 86 112C80 110 74 104 71 92Z';
  switch (traits.beard) {
    case undefined:
      return '';
    case 'full':
      return path(fullShape, color) + moustache;
    case 'stubble':
      // Stubble stays on the jaw; a full beard may grow past the chin.
      return (
        path(
          'M71 92C71 114 84 128 100 128S129 114 129 92C126 104 120 110 114 112Q100 106 86 112C80 110 74 104 71 92Z',
          color,
          { opacity: 0.28 },
        ) + path('M88 109q12-7 24 0q-4 4-12 2q-8 2-12-2Z', color, { opacity: 0.5 })
      );
    case 'goatee':
      return path('M90 115q10 4 20 0q2 14-10 18q-12-4-10-18Z', color) + moustache;
    case 'moustache':
      return moustache;
  }
}

export function mouth(traits: PortraitTraits): string {
  return traits.build === 'slender'
    ? path('M92 112q8 7 16 0q-8 2.5-16 0Z', traits.lips)
    : line('M93 113q7 5 14 0', traits.lips, 2.2);
}

export function accessories(traits: PortraitTraits): string {
  const gold = traits.outfit.trim;
  return (traits.accessories ?? [])
    .map((accessory) => {
      switch (accessory) {
        case 'hoops':
          return (
            el('circle', {
              cx: 71,
              cy: 107,
              r: 4.5,
              fill: 'none',
              stroke: gold,
              'stroke-width': 1.6,
            }) +
            el('circle', {
              cx: 129,
              cy: 107,
              r: 4.5,
              fill: 'none',
              stroke: gold,
              'stroke-width': 1.6,
            })
          );
        case 'studs':
          return (
            el('circle', { cx: 71, cy: 101, r: 2, fill: gold }) +
            el('circle', { cx: 129, cy: 101, r: 2, fill: gold })
          );
        case 'pendant':
          return (
            line('M88 148q12 16 24 0', gold, 0.9) +
            path('M100 159a5 5 0 1 0 4 8 4 4 0 1 1-4-8Z', gold)
          );
        case 'circlet':
          return (
            line('M72 74q28-10 56 0', gold, 1.6) +
            el('circle', {
              cx: 100,
              cy: 69,
              r: 3,
              fill: '#7fd6f0',
              stroke: gold,
              'stroke-width': 1,
            })
          );
        case 'third-eye':
          return el('circle', { cx: 100, cy: 77, r: 2.2, fill: '#d94d6a' });
        case 'glasses':
          return (
            el('circle', {
              cx: 89,
              cy: 93,
              r: 8,
              fill: '#fff',
              'fill-opacity': 0.08,
              stroke: gold,
              'stroke-width': 1.5,
            }) +
            el('circle', {
              cx: 111,
              cy: 93,
              r: 8,
              fill: '#fff',
              'fill-opacity': 0.08,
              stroke: gold,
              'stroke-width': 1.5,
            }) +
            line('M97 92q3-2 6 0', gold, 1.5)
          );
      }
    })
    .join('');
}
