import { describe, expect, it } from 'vitest';
import { interacOutcome } from './interac-status.ts';

describe('what an Interac status means to the checkout (docs/product.md §10.21)', () => {
  it('stops with success on STATUS_SUCCESS', () => {
    expect(interacOutcome('STATUS_SUCCESS')).toEqual({ kind: 'succeeded' });
  });

  it.each(['initiated', 'STATUS_INITED', 'STATUS_PENDING'])('keeps polling on %s', (status) => {
    expect(interacOutcome(status)).toEqual({ kind: 'waiting' });
  });

  it('stops with the error "Interac transaction failed" on STATUS_FAILED', () => {
    expect(interacOutcome('STATUS_FAILED')).toEqual({
      kind: 'stopped',
      severity: 'error',
      message: 'Interac transaction failed',
    });
  });

  it.each([
    ['STATUS_EXPIRED', 'Interac transaction expired'],
    ['STATUS_REJECTED', 'Interac transaction rejected'],
    ['STATUS_REJECTED1', 'Interac transaction rejected1'],
    ['STATUS_ABORTED1', 'Interac transaction aborted1'],
    ['STATUS_SOMETHING_NEW', 'Interac transaction something_new'],
  ])('stops with a warning naming any other %s', (status, message) => {
    expect(interacOutcome(status)).toEqual({ kind: 'stopped', severity: 'warning', message });
  });

  it.each([null, undefined, '', 'STATUS_', 'success', 'INITIATED', 'status_success', 'pending'])(
    'stops with "not initiated or unavailable" on %j',
    (status) => {
      expect(interacOutcome(status)).toEqual({
        kind: 'stopped',
        severity: 'error',
        message: 'Interac transaction not initiated or unavailable',
      });
    },
  );
});
