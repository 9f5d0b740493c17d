// Failures tests ask for (PayPalSimulatorControl.failNext): the next calls of an operation
// answer a 5xx, either before doing anything or after doing the work (the answer lost on its
// way back: the case PayPal-Request-Id exists for).
import { payPalError, type SimResponse } from './wire-errors.ts';

/** The calls whose answers tests can make fail. */
export type SimOperation = 'token' | 'create' | 'get' | 'capture' | 'refund' | 'verify';

export interface InjectedFailure {
  status?: number;
  afterProcessing?: boolean;
  times?: number;
}

export function createFailureInjector() {
  const queues = new Map<SimOperation, { status: number; afterProcessing: boolean }[]>();
  return {
    failNext(operation: SimOperation, failure: InjectedFailure = {}) {
      const queue = queues.get(operation) ?? [];
      for (let i = 0; i < (failure.times ?? 1); i += 1) {
        queue.push({
          status: failure.status ?? 500,
          afterProcessing: failure.afterProcessing ?? false,
        });
      }
      queues.set(operation, queue);
    },
    /** Runs the operation, unless a failure is due for it. */
    run(operation: SimOperation, work: () => SimResponse): SimResponse {
      const failure = queues.get(operation)?.shift();
      if (!failure) return work();
      if (failure.afterProcessing) work();
      return payPalError(failure.status);
    },
  };
}
