// Every request input is parsed by a zod schema from src/shared (DESIGN.md §6): the same rules
// and messages the forms use. A refusal is a 400 whose `fields` carry the first message of each
// field, so a form can show them where they belong.
import type { z } from 'zod';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { invalidRequest } from './app-error.ts';

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidRequest(fieldErrors(result));
  return result.data;
}
