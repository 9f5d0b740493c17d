// The applications to become an advisor in the back office (owner only, docs/decisions/049).
// Under /api/admin:
//   GET  /advisor-applications?status=&page=&pageSize=   → 200 ApplicationListPage (newest first)
//   GET  /advisor-applications/:id                       → 200 ApplicationView
//   POST /advisor-applications/:id/approve               → 200 ApplicationView (the advisor made)
//   POST /advisor-applications/:id/decline  { message }  → 200 ApplicationView
// An application is decided once: deciding it again answers 409 APPLICATION_DECIDED. Each
// decision writes its audit row in its own transaction.
import * as z from 'zod/mini';
import { advisorLanguages, advisorSpecialties } from '#shared/advisors/specialties.ts';
import { locales } from '#shared/copy/locale.ts';

export const APPLICATION_PAGE_SIZE_MAX = 200;
export const APPLICATION_PAGE_SIZE_DEFAULT = 50;
export const DECLINE_MESSAGE_MAX_LENGTH = 2000;

export const applicationStatuses = ['received', 'approved', 'declined'] as const;

function blankAsAbsent<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.transform((input: unknown): unknown => (input === '' ? undefined : input)),
    z.optional(schema),
  );
}

export const ApplicationListQuerySchema = z.strictObject({
  status: blankAsAbsent(z.enum(applicationStatuses)),
  page: z.pipe(
    blankAsAbsent(z.coerce.number().check(z.int(), z.minimum(1))),
    z.transform((page) => page ?? 1),
  ),
  pageSize: z.pipe(
    blankAsAbsent(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(APPLICATION_PAGE_SIZE_MAX)),
    ),
    z.transform((size) => size ?? APPLICATION_PAGE_SIZE_DEFAULT),
  ),
});
export type ApplicationListQuery = z.infer<typeof ApplicationListQuerySchema>;

export const ApplicationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  specialties: z.array(z.enum(advisorSpecialties)),
  status: z.enum(applicationStatuses),
  createdAt: z.string(),
});

export const ApplicationListPageSchema = z.object({
  applications: z.array(ApplicationRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type ApplicationListPage = z.infer<typeof ApplicationListPageSchema>;

export const ApplicationViewSchema = z.extend(ApplicationRowSchema, {
  phone: z.string(),
  /** The language of the page they applied from (their emails are in it). */
  language: z.enum(locales),
  languages: z.array(z.enum(advisorLanguages)),
  yearsOfExperience: z.int(),
  sampleReading: z.string(),
  consentWording: z.string(),
  decidedAt: z.nullable(z.string()),
  /** The deciding operator's email. */
  decidedBy: z.nullable(z.string()),
  decisionMessage: z.nullable(z.string()),
  /** The extension of the advisor an approval created. */
  advisorExtension: z.nullable(z.int()),
});
export type ApplicationView = z.infer<typeof ApplicationViewSchema>;

export const ApplicationIdParamsSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const ApplicationDeclineRequestSchema = z.strictObject({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(DECLINE_MESSAGE_MAX_LENGTH)),
});
export type ApplicationRow = z.infer<typeof ApplicationRowSchema>;
