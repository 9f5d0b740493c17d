// What the stand-in accepts at POST /api/payment-token/{campaignId}, checked the way Gigadat
// checks it: the fields it needs, CAD only, a positive amount in dollars with at most two
// decimals (a number, or a string as Gigadat's own docs show), the buyer's IP address as an
// address (IPv4 or IPv6), and only the CPI type we use. Each refusal is one `{err}` message, as
// Gigadat answers (docs/decisions/033).
import { isIP } from 'node:net';
import { z } from 'zod';
import { decimalStringToCents } from '#shared/pricing/money.ts';

export interface PaymentTokenRequest {
  userId: string;
  transactionId: string;
  name: string;
  email: string;
  mobile: string | null;
  site: string;
  userIp: string;
  currency: 'CAD';
  language: string;
  amountCents: number;
  type: 'CPI';
  sandbox: boolean;
}

const text = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(max));

const bodySchema = z.object({
  userId: text(100),
  transactionId: text(100),
  name: text(200),
  email: z.string().trim().pipe(z.email()),
  mobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/)
    .nullish(),
  site: z.string().trim().pipe(z.url()),
  userIp: z
    .string()
    .trim()
    .refine((ip) => isIP(ip) !== 0),
  currency: z.string(),
  language: z.string().trim().min(2).max(5).optional(),
  amount: z.union([z.number(), z.string()]),
  type: z.string(),
  sandbox: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
  hosted: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

export type PaymentTokenParse =
  { ok: true; request: PaymentTokenRequest } | { ok: false; err: string };

export function parsePaymentTokenRequest(body: unknown): PaymentTokenParse {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    return { ok: false, err: `Invalid or missing field: ${field}` };
  }
  const input = parsed.data;
  if (input.currency !== 'CAD') return { ok: false, err: 'Invalid currency: only CAD is accepted' };
  if (input.type !== 'CPI') return { ok: false, err: `Unsupported type: ${input.type}` };
  const amountCents =
    typeof input.amount === 'number' && !Number.isFinite(input.amount)
      ? null
      : decimalStringToCents(String(input.amount));
  if (amountCents === null || amountCents <= 0) {
    return { ok: false, err: 'Invalid amount: a positive amount in dollars is required' };
  }
  return {
    ok: true,
    request: {
      userId: input.userId,
      transactionId: input.transactionId,
      name: input.name,
      email: input.email,
      mobile: input.mobile ?? null,
      site: input.site,
      userIp: input.userIp,
      currency: 'CAD',
      language: input.language ?? 'en',
      amountCents,
      type: 'CPI',
      sandbox: input.sandbox ?? false,
    },
  };
}
