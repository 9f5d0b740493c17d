// The four packages (docs/product.md §9): the one source of package data for the pricing page, the
// purchase flow, the contact FAQ, the page metadata and the server (docs/product.md §10.9).
import * as z from 'zod/mini';
import { accountCopy, accountCopyFor, type AccountCopy } from '#shared/copy/account-catalogue.ts';

export const bundleIds = ['bundle-10', 'bundle-20', 'bundle-40', 'bundle-80'] as const;
export type BundleId = (typeof bundleIds)[number];

export const BundleIdSchema = z.enum(bundleIds, {
  error: () => accountCopy.purchase.payment.invalidBundle,
});

/** A feature's key in `accountCopy.purchase.packageFeatures`; the text is read in the visitor's language. */
export type PackageFeature = keyof AccountCopy['purchase']['packageFeatures'];

export interface Bundle {
  readonly id: BundleId;
  /**
   * The English name, which purchases are recorded under; screens, receipts and PayPal read
   * `accountCopy.purchase.bundleNames[id]` in their own language.
   */
  readonly name: string;
  /** Paid minutes: the ones monthly cashback counts. */
  readonly minutes: number;
  /** Free minutes added on purchase, excluded from cashback. */
  readonly giftMinutes: number;
  /** Price before tax, in CAD cents. */
  readonly priceCents: number;
  /** A whole percent: 0, 1, 2 or 3 (docs/product.md §10.5). */
  readonly cashbackPercent: number;
  readonly isBestPackage: boolean;
  readonly features: readonly PackageFeature[];
}

const names: Record<BundleId, string> = accountCopyFor('en').purchase.bundleNames;
const everyFeature: readonly PackageFeature[] = Object.freeze([
  'oneOnOne',
  'readingType',
  'satisfaction',
] as const);

function bundle(fields: Omit<Bundle, 'name' | 'features' | 'isBestPackage'>): Bundle {
  return Object.freeze({
    ...fields,
    name: names[fields.id],
    isBestPackage: fields.id === 'bundle-20',
    features: everyFeature,
  });
}

export const bundles: readonly Bundle[] = Object.freeze([
  bundle({ id: 'bundle-10', minutes: 10, giftMinutes: 2, priceCents: 2500, cashbackPercent: 0 }),
  bundle({ id: 'bundle-20', minutes: 20, giftMinutes: 5, priceCents: 5000, cashbackPercent: 1 }),
  bundle({ id: 'bundle-40', minutes: 40, giftMinutes: 11, priceCents: 10_000, cashbackPercent: 2 }),
  bundle({ id: 'bundle-80', minutes: 80, giftMinutes: 25, priceCents: 20_000, cashbackPercent: 3 }),
]);

/** The bundle with that id, or null for an unknown id (the caller logs `logMessages.bundleNotFound`). */
export function findBundle(id: string | null | undefined): Bundle | null {
  return bundles.find((candidate) => candidate.id === id) ?? null;
}
