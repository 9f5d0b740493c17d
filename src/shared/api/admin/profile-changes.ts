// The advisors' profile changes waiting for approval in the back office (owners only,
// docs/decisions/050). Under /api/admin:
//   GET  /profile-changes                          → 200 ProfileChangeList (pending, oldest first)
//   GET  /profile-changes/:id/file                 → the waiting photo or greeting
//   POST /profile-changes/:id/approve              → 200 ProfileChangeView (applied to the profile)
//   POST /profile-changes/:id/decline { message }  → 200 ProfileChangeView (the advisor texted)
// A change is decided once: deciding it again answers 409 PROFILE_CHANGE_DECIDED.
import * as z from 'zod/mini';
import { ProfileChangeSchema, ProfileTextsSchema } from '#shared/api/advisor/profile.ts';

export const PROFILE_DECLINE_MESSAGE_MAX_LENGTH = 500;

export const ProfileChangeViewSchema = z.extend(ProfileChangeSchema, {
  advisor: z.object({ extension: z.int(), name: z.string() }),
  /** The public texts now, beside the proposed ones. */
  currentTexts: ProfileTextsSchema,
  /** Whether the advisor has a photo / greeting now (served at the public addresses). */
  hasPhoto: z.boolean(),
  hasGreeting: z.boolean(),
});
export type ProfileChangeView = z.infer<typeof ProfileChangeViewSchema>;

export const ProfileChangeListSchema = z.object({ changes: z.array(ProfileChangeViewSchema) });
export type ProfileChangeList = z.infer<typeof ProfileChangeListSchema>;

export const ProfileChangeIdParamsSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export const ProfileChangeDeclineRequestSchema = z.strictObject({
  message: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(PROFILE_DECLINE_MESSAGE_MAX_LENGTH)),
});
