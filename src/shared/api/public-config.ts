// GET /api/config: the allow-listed part of the server's configuration that the browser needs
// (brand and contacts of DECISIONS.md 1, the theme, feature flags). Nothing secret goes here.
import { z } from 'zod';

export const themeModes = ['default', 'halloween', 'christmas', 'blackfriday'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const PublicConfigSchema = z.object({
  brandName: z.string(),
  /** The toll-free service line, as people read it, e.g. 1-888-555-0142. */
  servicePhone: z.string(),
  supportEmail: z.string(),
  themeMode: z.enum(themeModes),
  winCreditsEnabled: z.boolean(),
  /** Where experts apply to join (footer link); null hides the link. */
  expertApplicationUrl: z.string().nullable(),
  /** Google Tag Manager container (GTM-XXXX); loaded only after the visitor accepts cookies. */
  tagManagerId: z.string().nullable(),
  /** The third-party chat/help widget's script; null when none is configured. */
  chatWidgetUrl: z.string().nullable(),
  /** What the checkout needs to load PayPal's buttons (the JS SDK). */
  paypal: z.object({
    clientId: z.string(),
    /** The JS SDK's base URL when it is not PayPal's own (the local stand-in); null: PayPal's. */
    sdkBaseUrl: z.string().nullable(),
  }),
  /** Social profiles linked from the footer; null hides a link. */
  socialLinks: z.object({
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    instagram: z.string().nullable(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
