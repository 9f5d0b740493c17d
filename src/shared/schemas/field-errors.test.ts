import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors, firstIssueMessage, FORM_LEVEL_KEY } from './field-errors.ts';

const Form = z.strictObject({
  name: z
    .string()
    .min(2, 'name too short')
    .max(3, 'name too long')
    .regex(/^a/, 'name must start with a'),
  address: z.object({ city: z.string().min(1, 'city required') }),
});

describe('field errors', () => {
  it('are empty for a successful parse', () => {
    const ok = Form.safeParse({ name: 'ab', address: { city: 'x' } });
    expect(fieldErrors(ok)).toEqual({});
    expect(firstIssueMessage(ok)).toBeNull();
  });

  it('keep the first message of each field only', () => {
    const result = Form.safeParse({ name: 'b', address: { city: '' } });
    expect(result.error?.issues.length).toBe(3);
    expect(fieldErrors(result)).toEqual({
      name: 'name too short',
      'address.city': 'city required',
    });
    expect(firstIssueMessage(result)).toBe('name too short');
  });

  it('read a ZodError as well as a parse result', () => {
    const result = Form.safeParse({ name: 'b', address: { city: 'x' } });
    if (result.success) throw new Error('test setup: expected a failure');
    expect(fieldErrors(result.error)).toEqual({ name: 'name too short' });
    expect(firstIssueMessage(result.error)).toBe('name too short');
  });

  it('file an unknown key under its own name, even "constructor" or "__proto__"', () => {
    const body: unknown = JSON.parse(
      '{"name":"ab","address":{"city":"x"},"constructor":1,"__proto__":2}',
    );
    const errors = fieldErrors(Form.safeParse(body));
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
  });

  it('file a failure of the whole value under the form-level key', () => {
    expect(fieldErrors(z.string('expected text').safeParse(1))).toEqual({
      [FORM_LEVEL_KEY]: 'expected text',
    });
  });
});
