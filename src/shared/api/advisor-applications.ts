// Applying to become an advisor (/advisors/apply, docs/decisions/049):
//   POST /api/advisor-applications   AdvisorApplicationRequest → 201 { status: 'received' }
// 400 INVALID_REQUEST with a message per field; 409 APPLICATION_ALREADY_OPEN when this email's
// last application is not answered yet; 429 past the limits per address and per email. A robot
// that fills in the hidden `website` field is answered 201 as well, and nothing is kept.
// Messages are read when a rule fails, so they are in the language of that moment.
import * as z from 'zod/mini';
import { advisorLanguages, advisorSpecialties } from '#shared/advisors/specialties.ts';
import { applyCopy } from '#shared/copy/advisor-apply-catalogue.ts';
import { EmailSchema } from '#shared/schemas/credentials.ts';
import { PhoneNumberSchema } from '#shared/schemas/phone.ts';

export const APPLICANT_NAME_MAX_LENGTH = 80;
export const YEARS_OF_EXPERIENCE_MAX = 80;
/** A few sentences at least: enough to hear how they read. */
export const SAMPLE_READING_MIN_LENGTH = 200;
export const SAMPLE_READING_MAX_LENGTH = 3000;

const nameSchema = z.string({ error: () => applyCopy.errors.nameRequired }).check(
  z.trim(),
  z.minLength(1, { error: () => applyCopy.errors.nameRequired, abort: true }),
  z.maxLength(APPLICANT_NAME_MAX_LENGTH, {
    error: () => applyCopy.errors.nameTooLong(APPLICANT_NAME_MAX_LENGTH),
  }),
);

/** Each chosen once, from the list; at least one. One message for the field, whatever is wrong. */
function choices<T extends readonly [string, ...string[]]>(options: T, required: () => string) {
  const known: readonly string[] = options;
  return z.pipe(
    z.array(z.string({ error: required }), { error: required }).check(
      z.minLength(1, { error: required }),
      z.refine(
        (chosen) =>
          chosen.every((item) => known.includes(item)) && new Set(chosen).size === chosen.length,
        { error: required },
      ),
    ),
    z.transform((chosen) => chosen as T[number][]),
  );
}

export const AdvisorApplicationRequestSchema = z.strictObject({
  name: nameSchema,
  email: EmailSchema,
  phone: PhoneNumberSchema,
  languages: choices(advisorLanguages, () => applyCopy.errors.languagesRequired),
  specialties: choices(advisorSpecialties, () => applyCopy.errors.specialtiesRequired),
  yearsOfExperience: z
    .int({ error: () => applyCopy.errors.yearsInvalid(YEARS_OF_EXPERIENCE_MAX) })
    .check(
      z.minimum(0, { error: () => applyCopy.errors.yearsInvalid(YEARS_OF_EXPERIENCE_MAX) }),
      z.maximum(YEARS_OF_EXPERIENCE_MAX, {
        error: () => applyCopy.errors.yearsInvalid(YEARS_OF_EXPERIENCE_MAX),
      }),
    ),
  sampleReading: z
    .string({ error: () => applyCopy.errors.sampleTooShort(SAMPLE_READING_MIN_LENGTH) })
    .check(
      z.trim(),
      z.minLength(SAMPLE_READING_MIN_LENGTH, {
        error: () => applyCopy.errors.sampleTooShort(SAMPLE_READING_MIN_LENGTH),
      }),
      z.maxLength(SAMPLE_READING_MAX_LENGTH, {
        error: () => applyCopy.errors.sampleTooLong(SAMPLE_READING_MAX_LENGTH),
      }),
    ),
  consent: z.literal(true, { error: () => applyCopy.errors.consentRequired }),
  /** The honeypot: hidden from people (and from screen readers); a robot fills it in. */
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type AdvisorApplicationRequest = z.input<typeof AdvisorApplicationRequestSchema>;

export const AdvisorApplicationResponseSchema = z.object({ status: z.literal('received') });
