// The ids the stand-in mints are in PayPal's formats: what code and logs reading them see.
import { describe, expect, it } from 'vitest';
import {
  accountIdPattern,
  newAccessToken,
  newDebugId,
  newDisputeId,
  newPayerId,
  newResourceId,
  newWebhookEventId,
} from './ids.ts';
import { simulatedPayee } from './resources.ts';

const many = <T>(make: () => T) => Array.from({ length: 500 }, make);

describe('the stand-in’s ids', () => {
  it('makes payer ids of 13 characters of PayPal’s Base32, never 0, 1, I or O', () => {
    for (const id of many(newPayerId)) {
      expect(id).toMatch(accountIdPattern);
      expect(id).not.toMatch(/[01IO]/);
    }
  });

  it('plays a merchant whose id is a PayPal account id', () => {
    expect(simulatedPayee.merchant_id).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);
  });

  it('makes order, capture and refund ids of 17 upper-case letters and digits', () => {
    for (const id of many(newResourceId)) expect(id).toMatch(/^[A-Z0-9]{17}$/);
  });

  it('makes debug ids, webhook event ids, dispute ids and tokens as PayPal writes them', () => {
    expect(newDebugId()).toMatch(/^[0-9a-f]{13}$/);
    expect(newWebhookEventId()).toMatch(/^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/);
    expect(newDisputeId()).toMatch(/^PP-D-\d+$/);
    expect(newAccessToken()).toMatch(/^A21AA[\w-]+$/);
  });
});
