import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the characters that open markup, entities and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the value shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text as it is, accents and all, and writes non-strings as text', () => {
    expect(escapeHtml('Montréal, « texto » : 14,975 %')).toBe('Montréal, « texto » : 14,975 %');
    expect(escapeHtml(42)).toBe('42');
  });
});
