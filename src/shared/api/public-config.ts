// GET /api/config: the allow-listed part of the server's configuration that the browser needs
// (brand and contacts of docs/product.md §10.1, the theme, feature flags). Nothing secret goes here.
import * as z from 'zod/mini';
import { provinceCodes } from '#shared/format/postal-address.ts';
import { paymentMethods } from './payment-methods.ts';

export const themeModes = ['default', 'halloween', 'christmas', 'blackfriday'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const PublicConfigSchema = z.object({
  brandName: z.string(),
  /** The toll-free service line, as people read it, e.g. 1-888-555-0142. */
  servicePhone: z.string(),
  supportEmail: z.string(),
  /** The legal name and mailing address (BUSINESS_ADDRESS), in parts: the footer and the Terms. */
  businessAddress: z.object({
    legalName: z.string(),
    street: z.string(),
    city: z.string(),
    province: z.enum(provinceCodes),
    postalCode: z.string(),
  }),
  themeMode: z.enum(themeModes),
  winCreditsEnabled: z.boolean(),
  /** Where experts apply to join (footer link); null hides the link. */
  expertApplicationUrl: z.nullable(z.string()),
  /** Google Tag Manager container (GTM-XXXX); loaded only after the visitor accepts cookies. */
  tagManagerId: z.nullable(z.string()),
  /** The third-party chat/help widget's script; null when none is configured. */
  chatWidgetUrl: z.nullable(z.string()),
  /** What the checkout needs to load PayPal's buttons (the JS SDK). */
  paypal: z.object({
    clientId: z.string(),
    /** The JS SDK's base URL when it is not PayPal's own (the local stand-in); null: PayPal's. */
    sdkBaseUrl: z.nullable(z.string()),
  }),
  /** The payment methods this deployment offers (PAYMENT_METHODS), at least one. */
  paymentMethods: z.array(z.enum(paymentMethods)),
  /**
   * A test deployment (STAGING=true): every page carries the "Test mode — no real payments"
   * band, since its payments may be stand-ins or sandboxes (docs/decisions/024).
   */
  testMode: z.boolean(),
  /** Social profiles linked from the footer; null hides a link. */
  socialLinks: z.object({
    facebook: z.nullable(z.string()),
    twitter: z.nullable(z.string()),
    instagram: z.nullable(z.string()),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
