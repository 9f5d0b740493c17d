// Every request input is parsed by a zod schema from src/shared (DESIGN.md §6): the same rules
// and messages the forms use. A refusal is a 400 whose `fields` carry the first message of each
// field, so a form can show them where they belong.
import * as z from 'zod/mini';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { invalidRequest } from '../domain-error.ts';

// Any zod schema, full or mini: both share zod's core.
export function parseInput<Schema extends z.core.$ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw invalidRequest(fieldErrors(result));
  return result.data;
}
