// The shape of a JSON request as PayPal's OpenAPI documents state it — each field's type,
// length, pattern, enum and format, the required fields, the arrays' sizes — and the check that
// finds the first field breaking it (docs/decisions/033). PayPal answers such a request
// 400 INVALID_REQUEST; the issue says how the field is wrong:
//   missing and required        MISSING_REQUIRED_PARAMETER
//   another type, not the pattern or format   INVALID_PARAMETER_SYNTAX
//   too short or too long       INVALID_STRING_LENGTH
//   not one of the enum         INVALID_PARAMETER_VALUE
//   too few or too many items   INVALID_ARRAY_MIN_ITEMS / INVALID_ARRAY_MAX_ITEMS
//   not a country code          INVALID_COUNTRY_CODE
//   a part the stand-in does not play (cards, vaulting, platform fees…)   NOT_SUPPORTED
// A field given as null counts as absent; fields the document does not name are ignored, as
// PayPal ignores them. Lengths count characters (code points), not UTF-16 units.

export type ShapeIssue =
  | 'MISSING_REQUIRED_PARAMETER'
  | 'INVALID_PARAMETER_SYNTAX'
  | 'INVALID_STRING_LENGTH'
  | 'INVALID_PARAMETER_VALUE'
  | 'INVALID_ARRAY_MIN_ITEMS'
  | 'INVALID_ARRAY_MAX_ITEMS'
  | 'INVALID_COUNTRY_CODE'
  | 'NOT_SUPPORTED';

export interface ShapeProblem {
  issue: ShapeIssue;
  /** A JSON pointer to the field, e.g. /purchase_units/0/items/0/quantity. */
  field: string;
  /** The value as sent, when it is a scalar. */
  value?: string;
}

interface StringRule {
  type: 'string';
  min?: number;
  max?: number;
  pattern?: RegExp;
  enum?: readonly string[];
  /** uri: an absolute URL; date-time: RFC 3339; country: ISO 3166-1 alpha-2 (or C2). */
  format?: 'uri' | 'date-time' | 'country';
}

interface ObjectRule {
  type: 'object';
  fields: Readonly<Record<string, FieldRule>>;
  required: readonly string[];
}

interface ArrayRule {
  type: 'array';
  items: FieldRule;
  min?: number;
  max?: number;
  /** How an item is named in the pointer (default: its index). */
  segment?: (item: unknown, index: number, all: readonly unknown[]) => string;
}

interface BooleanRule {
  type: 'boolean';
}

/** A documented field the stand-in does not simulate: sending it is refused, never ignored. */
interface NotSimulatedRule {
  type: 'not-simulated';
}

export type FieldRule = StringRule | ObjectRule | ArrayRule | BooleanRule | NotSimulatedRule;

export const text = (rule: Omit<StringRule, 'type'> = {}): StringRule => ({
  type: 'string',
  ...rule,
});

export const object = (
  fields: Readonly<Record<string, FieldRule>>,
  required: readonly string[] = [],
): ObjectRule => ({ type: 'object', fields, required });

export const array = (
  items: FieldRule,
  rule: Omit<ArrayRule, 'type' | 'items'> = {},
): ArrayRule => ({
  type: 'array',
  items,
  ...rule,
});

export const boolean: BooleanRule = { type: 'boolean' };

export const notSimulated: NotSimulatedRule = { type: 'not-simulated' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const scalar = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

const rfc3339 =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/;
const countryCode = /^([A-Z]{2}|C2)$/;

/** An absolute URL with a scheme and, for http(s), a host: what `format: uri` asks. */
function isAbsoluteUri(value: string): boolean {
  if (!URL.canParse(value) || /\s/.test(value)) return false;
  const url = new URL(value);
  return (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname !== '';
}

function stringProblem(value: unknown, rule: StringRule, field: string): ShapeProblem | null {
  const problem = (issue: ShapeIssue): ShapeProblem => {
    const shown = scalar(value);
    return shown === undefined ? { issue, field } : { issue, field, value: shown };
  };
  if (typeof value !== 'string') return problem('INVALID_PARAMETER_SYNTAX');
  const length = Array.from(value).length;
  if (rule.format === 'country' && !countryCode.test(value)) return problem('INVALID_COUNTRY_CODE');
  if (
    (rule.min !== undefined && length < rule.min) ||
    (rule.max !== undefined && length > rule.max)
  ) {
    return problem('INVALID_STRING_LENGTH');
  }
  if (rule.enum && !rule.enum.includes(value)) return problem('INVALID_PARAMETER_VALUE');
  if (rule.pattern && !rule.pattern.test(value)) return problem('INVALID_PARAMETER_SYNTAX');
  if (rule.format === 'uri' && !isAbsoluteUri(value)) return problem('INVALID_PARAMETER_SYNTAX');
  if (rule.format === 'date-time' && !rfc3339.test(value)) {
    return problem('INVALID_PARAMETER_SYNTAX');
  }
  return null;
}

/** The first field of `value` (found at `field`) that breaks `rule`, or null. */
export function shapeProblem(value: unknown, rule: FieldRule, field = ''): ShapeProblem | null {
  switch (rule.type) {
    case 'string':
      return stringProblem(value, rule, field);
    case 'boolean':
      return typeof value === 'boolean'
        ? null
        : { issue: 'INVALID_PARAMETER_SYNTAX', field, ...optionalValue(value) };
    case 'not-simulated':
      return { issue: 'NOT_SUPPORTED', field };
    case 'array': {
      if (!Array.isArray(value)) return { issue: 'INVALID_PARAMETER_SYNTAX', field };
      if (rule.min !== undefined && value.length < rule.min) {
        return { issue: 'INVALID_ARRAY_MIN_ITEMS', field };
      }
      if (rule.max !== undefined && value.length > rule.max) {
        return { issue: 'INVALID_ARRAY_MAX_ITEMS', field };
      }
      for (const [index, item] of value.entries()) {
        const segment = rule.segment?.(item, index, value) ?? String(index);
        const found = shapeProblem(item, rule.items, `${field}/${segment}`);
        if (found) return found;
      }
      return null;
    }
    case 'object': {
      if (!isRecord(value)) return { issue: 'INVALID_PARAMETER_SYNTAX', field };
      for (const [name, fieldRule] of Object.entries(rule.fields)) {
        const child = value[name];
        if (child === undefined || child === null) {
          if (rule.required.includes(name)) {
            return { issue: 'MISSING_REQUIRED_PARAMETER', field: `${field}/${name}` };
          }
          continue;
        }
        const found = shapeProblem(child, fieldRule, `${field}/${name}`);
        if (found) return found;
      }
      return null;
    }
  }
}

function optionalValue(value: unknown): { value?: string } {
  const shown = scalar(value);
  return shown === undefined ? {} : { value: shown };
}
