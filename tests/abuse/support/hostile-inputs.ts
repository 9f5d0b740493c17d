// What the abuse sweep throws at every route: odd text, absurd path values and queries, and
// bodies that are malformed, of the wrong shape, or too large. Every value is fixed (no random
// input), so a failure reproduces on the next run.

/** Text that has broken servers: control characters, invalid UTF-16, direction tricks, size. */
export const oddStrings: Record<string, string> = {
  nul: 'a\u0000b',
  'lone high surrogate': 'x\uD800y',
  'lone low surrogate': '\uDFFF',
  'right-to-left override': '\u202Egnp.exe',
  'zero-width and BOM': '\uFEFF\u200B\u200D',
  emoji: '🔮✨👁️‍🗨️🏳️‍🌈',
  'combining marks': 'Z\u0335\u0321\u0322\u0347a\u0338l\u0337g\u0336o\u0336',
  'non-character': '\uFFFF\uFFFE',
  'very long': 'x'.repeat(10_000),
  'very long multibyte': 'é🔮'.repeat(2_000),
  markup: '<img src=x onerror=alert(1)><script>alert(1)</script>',
  'sql metacharacters': `O'Brien"; DROP TABLE customers;--%_\\`,
  'prototype key': '__proto__',
};

/** Values of the wrong type for a field that expects something else. */
export const wrongTypes: Record<string, unknown> = {
  null: null,
  number: 12345,
  'huge number': 1e308,
  boolean: true,
  array: ['a', 'b'],
  object: { nested: { deeper: 'x' } },
  'empty string': '',
};

/** Bodies sent as application/json that are not a usable JSON object. */
export const malformedJsonBodies: Record<string, string> = {
  truncated: '{"email": ',
  'trailing comma': '{"a": 1,}',
  'single quotes': "{'a': 1}",
  'bare word': 'undefined',
  'empty body': '',
};

/** Valid JSON whose top level is not an object. */
export const nonObjectJsonBodies: Record<string, string> = {
  null: 'null',
  array: '[1,2,3]',
  string: '"hello"',
  number: '42',
  'deep nesting': `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  'prototype pollution': '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}',
};

/** Bytes that are not UTF-8 at all. */
export const invalidUtf8Body = Buffer.from([
  0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xff, 0xfe, 0x22, 0x7d,
]);

/** Over the 64 KB body limit (buildApp's bodyLimit). */
export const oversizedJsonBody = JSON.stringify({ text: 'x'.repeat(70 * 1024) });
export const oversizedFormBody = `text=${'x'.repeat(70 * 1024)}`;

/** Path segments, already percent-encoded as a client would put them in a URL. */
export const absurdPathValues: Record<string, string> = {
  'encoded NUL': 'a%00b',
  'path traversal': '..%2F..%2Fetc%2Fpasswd',
  'very long': 'x'.repeat(2_000),
  emoji: encodeURIComponent('🔮'),
  'right-to-left override': encodeURIComponent('\u202E4001'),
  'sql metacharacters': encodeURIComponent(`1' OR '1'='1`),
  'bad percent-encoding': '%E0%A4%A',
  'lone surrogate bytes': '%ED%A0%80',
  negative: '-1',
  'huge number': '1e999',
};

/** Query strings added to every route (a route that reads none must ignore them). */
export const hostileQueries: Record<string, string> = {
  'odd text': `?sign=${encodeURIComponent(oddStrings.nul ?? '')}&x=${encodeURIComponent('\u202E')}`,
  'repeated parameter': '?sign=aries&sign=leo&attempt=1&attempt=2',
  'nested brackets': '?sign[a]=1&__proto__[isAdmin]=1',
  'bad percent-encoding': '?sign=%E0%A4%A&call=%ZZ',
  'very long': `?sign=${'a'.repeat(4_000)}`,
};

/** A plausible value for a path parameter, by its name: the route should answer 404 or 4xx. */
export function plausiblePathValue(name: string): string {
  const byName: Record<string, string> = {
    agentId: '4001',
    phone: '5145550199',
    purchaseId: 'b3c1d0e2-0000-4000-8000-000000000000',
    paypalOrderId: '5O190127TN364715T',
    transactionId: 'b3c1d0e2-0000-4000-8000-000000000001',
    campaignId: 'sim-campaign',
    accountSid: `AC${'0'.repeat(32)}`,
    sid: `CA${'0'.repeat(32)}`,
    id: 'WH-0000000000000000',
  };
  return byName[name] ?? 'plausible-value';
}
