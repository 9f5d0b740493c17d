// Schemas at the routes (docs/decisions/035): a route names the zod schemas of its params, query
// and body (those of src/shared/api/ where the browser shares them), Fastify checks each part
// with them before the handler runs, and the handler receives the parsed values, typed by the
// schema (the type provider below) — no hand parsing, no casts. A refusal is the API's 400
// INVALID_REQUEST with the first message of each field in `fields`, or the route's own refusal
// where a form says it its own way (`refusedAs`).
//
// Checked at Fastify's validation step: after the body is read (413 for a large one), NUL
// characters refused and the scope's session hooks run (401 before any 400), before preHandler.
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import * as z from 'zod/mini';
import { fieldErrors } from '#shared/schemas/field-errors.ts';
import { invalidRequest, type DomainError } from '../domain-error.ts';

/** Any zod schema, full or mini: both share zod's core. */
type Schema = z.core.$ZodType;

/** Types a route's `request.params`, `.query` and `.body` as its schemas' output. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Schema ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends Schema ? z.input<this['schema']> : unknown;
}

/** A feature's routes, written against the schemas' types. */
export type RoutesPlugin = FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  ZodTypeProvider
>;

/** The app as such routes see it (a scope of their own inside a feature's plugin). */
export type RoutesInstance = Parameters<RoutesPlugin>[0];

/** What a refused part answers, from the first message of each field. */
export type Refusal = (fields: Record<string, string>) => DomainError;

const refusals = new WeakMap<Schema, Refusal>();

/**
 * `schema`, answering a refusal with `refusal` instead of the plain 400 (a one-field form
 * whose rule is the message itself, a phone number refused in the sign-in's words). A schema of
 * its own, so the shared one is left as it is.
 */
export function refusedAs<S extends Schema>(schema: S, refusal: Refusal) {
  const own = z.pipe(schema, z.custom<z.output<S>>());
  refusals.set(own, refusal);
  return own;
}

/**
 * A part whose schema depends on what it holds (the re-authentication's password form, or its
 * code form, as the body says): `choose` picks the schema, whose refusals are the answer's.
 */
export function schemaChosenBy<S extends Schema>(choose: (input: unknown) => S) {
  return z.pipe(
    z.unknown(),
    z.transform((input, context) => {
      const result = z.safeParse(choose(input), input);
      if (result.success) return result.data as z.output<S>;
      // The chosen schema's issues, as they were (a finished issue is a raw one with its message).
      for (const issue of result.error.issues) {
        context.issues.push({ ...issue, input } as z.core.$ZodRawIssue);
      }
      return z.NEVER;
    }),
  );
}

/** A body that may be left out, as an empty one (a capture, a cancel, a deletion). */
export function absentAsEmpty<S extends Schema>(schema: S) {
  return z.pipe(
    z.transform((input: unknown): unknown => input ?? {}),
    schema,
  );
}

/** The part a route names, parsed by its zod schema; Fastify reads the answer's `value`. */
const zodValidatorCompiler: FastifySchemaCompiler<Schema> = ({ schema }) => {
  const refuse = refusals.get(schema) ?? ((fields) => invalidRequest(fields));
  return (data) => {
    // Fastify hands a missing body over as null; the handlers used to see it as undefined, and
    // a refusal's message names which it was.
    const result = z.safeParse(schema, data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: refuse(fieldErrors(result)) };
  };
};

/**
 * Route schemas are zod schemas throughout the app (the stand-ins included: none of them names
 * a JSON schema). No route has a response schema, so answers are serialized as they are.
 */
export function useZodRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
}
