// @vitest-environment jsdom
// docs/product.md §10.17: illustrated portraits chosen by a stable hash of the name from a female or a
// male set. (jsdom only for its XML parser: the portraits must be well-formed SVG.)
import { describe, expect, it } from 'vitest';
import { seedAdvisors } from '#server/db/seed/advisors.ts';
import { portraitFor, portraitIndex } from './choose-portrait.ts';
import { femalePortraits } from './female-portraits.ts';
import { malePortraits } from './male-portraits.ts';
import { renderPortrait } from './render-portrait.ts';

interface XmlDocument {
  documentElement: { nodeName: string; getAttribute(name: string): string | null };
  getElementsByTagName(name: string): { length: number };
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: string): XmlDocument };
};

const female = femalePortraits.map(renderPortrait);
const male = malePortraits.map(renderPortrait);

describe('the portrait sets', () => {
  it('hold 12 female and 12 male portraits, all different', () => {
    expect(female).toHaveLength(12);
    expect(male).toHaveLength(12);
    expect(new Set([...female, ...male]).size).toBe(24);
  });

  it.each([...female, ...male].map((svg, index) => [index, svg] as const))(
    'portrait %i is a well-formed square SVG under 4 KB, with no text',
    (_index, svg) => {
      const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect(document.getElementsByTagName('parsererror').length).toBe(0);
      expect(document.documentElement.nodeName).toBe('svg');
      expect(document.documentElement.getAttribute('viewBox')).toBe('0 0 200 200');
      expect(document.documentElement.getAttribute('width')).toBe(
        document.documentElement.getAttribute('height'),
      );
      expect(document.getElementsByTagName('text').length).toBe(0);
      expect(new TextEncoder().encode(svg).byteLength).toBeLessThan(4096);
    },
  );
});

describe('choosing a portrait', () => {
  it('gives the same name the same portrait, every time', () => {
    expect(portraitFor('Celeste Moreau', 'female')).toBe(portraitFor('Celeste Moreau', 'female'));
    expect(portraitFor('Rafael Quintero', 'male')).toBe(portraitFor('Rafael Quintero', 'male'));
  });

  it('keeps the portrait when only the case or spacing of the name changes', () => {
    expect(portraitFor('  celeste   MOREAU ', 'female')).toBe(
      portraitFor('Celeste Moreau', 'female'),
    );
  });

  it('stays the same across releases: the hash is SHA-256, not a runtime string hash', () => {
    // Pinned: changing the hash or the sets' order would give every advisor a new face.
    expect(portraitIndex('Celeste Moreau', 12)).toBe(8);
    expect(portraitIndex('Rafael Quintero', 12)).toBe(0);
  });

  it('draws from the female set, also when the gender is unknown, and from the male set', () => {
    expect(female).toContain(portraitFor('Celeste Moreau', 'female'));
    expect(female).toContain(portraitFor('Celeste Moreau', null));
    expect(portraitFor('Celeste Moreau', undefined)).toBe(portraitFor('Celeste Moreau', 'female'));
    expect(male).toContain(portraitFor('Celeste Moreau', 'male'));
  });

  it('gives the ten demo advisors ten different faces', () => {
    const faces = seedAdvisors.map((advisor) => portraitFor(advisor.name, advisor.gender));
    expect(new Set(faces).size).toBe(seedAdvisors.length);
  });

  it('uses every portrait of a set across a larger team', () => {
    const names = Array.from({ length: 120 }, (_, index) => `Advisor number ${index + 1}`);
    const used = new Set(names.map((name) => portraitIndex(name, 12)));
    expect(used.size).toBe(12);
  });
});
