// The broken versions of one route's request the sweep sends, each with what the answer must
// be: refused (a 4xx) when the request is plainly wrong, 413 when it is too large, and merely
// "no server error, no leak" when the input is odd but may be legitimate (a name in emoji).
import {
  invalidUtf8Body,
  malformedJsonBodies,
  nonObjectJsonBodies,
  oddStrings,
  oversizedFormBody,
  oversizedJsonBody,
  wrongTypes,
} from './hostile-inputs.ts';
import type { SampleRequest } from './sample-requests.ts';

export type Expectation = 'refused' | 'too large' | 'unsigned' | 'no server error';

export interface BodyVariant {
  name: string;
  expect: Expectation;
  contentType: string;
  payload: string | Buffer;
  /** The form fields of a form-encoded variant, which a phone-line request is signed over. */
  form?: Record<string, string>;
}

const jsonType = 'application/json';
const formType = 'application/x-www-form-urlencoded';

function formOf(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
}

function encoded(
  sample: SampleRequest,
  name: string,
  expect: Expectation,
  fields: Record<string, unknown>,
): BodyVariant {
  if (sample.encoding === 'json') {
    return { name, expect, contentType: jsonType, payload: JSON.stringify(fields) };
  }
  const form = formOf(fields);
  return {
    name,
    expect,
    contentType: formType,
    payload: new URLSearchParams(form).toString(),
    form,
  };
}

const jsonType_ = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** A field changed one way at a time: missing, of another JSON type, or odd text. */
function fieldVariants(sample: SampleRequest, body: Record<string, unknown>): BodyVariant[] {
  const variants: BodyVariant[] = [];
  for (const [field, value] of Object.entries(body)) {
    const { [field]: _dropped, ...rest } = body;
    variants.push(encoded(sample, `${field} missing`, 'refused', rest));
    if (sample.encoding === 'json') {
      for (const [typeName, wrong] of Object.entries(wrongTypes)) {
        // null is a value of its own for a field that takes it ("no limit").
        if (wrong === null && sample.nullable?.includes(field)) continue;
        // "Wrong" means another JSON type than the sample's (an empty string stays wrong for a
        // text field: every text field of ours needs something in it).
        const sameType = jsonType_(wrong) === jsonType_(value) && wrong !== '';
        if (sameType) continue;
        variants.push(
          encoded(sample, `${field} as ${typeName}`, 'refused', { ...body, [field]: wrong }),
        );
      }
    }
    for (const [oddName, odd] of Object.entries(oddStrings)) {
      variants.push(
        encoded(sample, `${field} with ${oddName}`, 'no server error', { ...body, [field]: odd }),
      );
    }
  }
  variants.push(
    encoded(sample, 'an extra field', 'refused', { ...body, isAdmin: true, credits: 999_999 }),
  );
  return variants;
}

/** Everything the sweep sends to a route that may take a body. */
export function bodyVariants(sample: SampleRequest): BodyVariant[] {
  const readsBody = sample.body !== null;
  const variants: BodyVariant[] = [];
  for (const [name, payload] of Object.entries(malformedJsonBodies)) {
    // An empty body is no body at all to a route that reads none.
    const expect = name === 'empty body' && !readsBody ? 'no server error' : 'refused';
    variants.push({ name: `malformed JSON (${name})`, expect, contentType: jsonType, payload });
  }
  for (const [name, payload] of Object.entries(nonObjectJsonBodies)) {
    // Fastify refuses a body that tries to reach __proto__ before any route sees it.
    const expect = readsBody || name === 'prototype pollution' ? 'refused' : 'no server error';
    variants.push({ name: `JSON ${name}`, expect, contentType: jsonType, payload });
  }
  variants.push({
    name: 'bytes that are not UTF-8',
    expect: readsBody ? 'refused' : 'no server error',
    contentType: jsonType,
    payload: invalidUtf8Body,
  });
  variants.push({
    name: 'a body over the limit',
    expect: 'too large',
    contentType: sample.encoding === 'json' ? jsonType : formType,
    payload: sample.encoding === 'json' ? oversizedJsonBody : oversizedFormBody,
  });
  variants.push({
    name: 'plain text',
    expect: readsBody ? 'refused' : 'no server error',
    contentType: 'text/plain',
    payload: 'hello',
  });
  if (sample.encoding === 'json') {
    variants.push({
      name: 'a form instead of JSON',
      expect: 'refused',
      contentType: formType,
      payload: 'email=a%40example.com&isAdmin=true',
    });
  }
  if (sample.body !== null) variants.push(...fieldVariants(sample, sample.body));
  if (sample.signedByTwilio && sample.body !== null) {
    variants.push({ ...encoded(sample, 'no Twilio signature', 'unsigned', sample.body) });
  }
  return variants;
}
