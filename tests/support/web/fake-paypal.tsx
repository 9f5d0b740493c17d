// For tests only: a stand-in for @paypal/react-paypal-js (jsdom cannot load PayPal's SDK),
// installed with vi.mock. It behaves as the SDK's buttons do for the page: the PayPal button
// calls createOrder (a rejection goes to onError, as the SDK does); then the buyer approves or
// cancels in "PayPal's window" (the Approve payment / Cancel payment buttons, as on the
// stand-in's page); "Break PayPal" makes the SDK report an error of its own.
import { useEffect, useState, type ReactNode } from 'react';
import type {
  PayPalButtonsComponentProps,
  ReactPayPalScriptOptions,
} from '@paypal/react-paypal-js';

type Props = PayPalButtonsComponentProps;
// The SDK's action types, read off the props (their package is not a direct dependency).
type CreateOrderActions = Parameters<NonNullable<Props['createOrder']>>[1];
type OnApproveActions = Parameters<NonNullable<Props['onApprove']>>[1];

type ScriptState = 'pending' | 'resolved' | 'rejected';

interface Return {
  orderId: string;
  /** Null: the buyer cancelled on PayPal's page. */
  payerId: string | null;
}

const state: {
  options: ReactPayPalScriptOptions | null;
  script: ScriptState;
  returning: Return | null;
} = { options: null, script: 'resolved', returning: null };

export const fakePayPal = {
  /** The options the page gave PayPalScriptProvider. */
  get scriptOptions() {
    return state.options;
  },
  /** How loading PayPal's script goes (resolved unless a test says otherwise). */
  setScriptState(next: ScriptState) {
    state.script = next;
  },
  /**
   * The buyer comes back from PayPal's page in this tab: the next buttons to render report it
   * once, as the SDK stand-in does.
   */
  returnFrom(orderId: string, payerId: string | null) {
    state.returning = { orderId, payerId };
  },
  reset() {
    state.options = null;
    state.script = 'resolved';
    state.returning = null;
  },
};

export const fakeButtonNames = {
  pay: 'PayPal',
  approve: 'Approve payment',
  cancel: 'Cancel payment',
  breakSdk: 'Break PayPal',
};

function recordOptions(options: ReactPayPalScriptOptions) {
  state.options = options;
}

export function PayPalScriptProvider({
  options,
  children,
}: {
  options: ReactPayPalScriptOptions;
  children?: ReactNode;
}) {
  recordOptions(options);
  return <>{children}</>;
}

export function usePayPalScriptReducer() {
  const script = state.script;
  return [
    {
      options: state.options ?? { clientId: '' },
      isInitial: false,
      isPending: script === 'pending',
      isResolved: script === 'resolved',
      isRejected: script === 'rejected',
    },
    () => {},
  ] as const;
}

const createActions = {
  order: { create: () => Promise.reject(new Error('client-side orders are not used')) },
} satisfies CreateOrderActions;
const approveActions = { redirect: () => {}, restart: () => {} } satisfies OnApproveActions;

export function PayPalButtons({ createOrder, onApprove, onCancel, onError }: Props) {
  const [orderId, setOrderId] = useState<string | null>(null);

  useEffect(() => {
    const back = state.returning;
    if (!back) return;
    state.returning = null;
    if (back.payerId === null) onCancel?.({ orderID: back.orderId }, { redirect: () => {} });
    else void onApprove?.({ orderID: back.orderId, payerID: back.payerId }, approveActions);
  }, [onApprove, onCancel]);

  async function pay() {
    setOrderId(null);
    try {
      const id = await createOrder?.({ paymentSource: 'paypal' }, createActions);
      setOrderId(id ?? null);
    } catch (error) {
      onError?.({ message: String(error) });
    }
  }

  async function approve(id: string) {
    try {
      await onApprove?.({ orderID: id, payerID: 'PAYER-1' }, approveActions);
    } catch (error) {
      onError?.({ message: String(error) });
    }
  }

  return (
    <div>
      <button type="button" onClick={() => void pay()}>
        {fakeButtonNames.pay}
      </button>
      {orderId ? (
        <>
          <button type="button" onClick={() => void approve(orderId)}>
            {fakeButtonNames.approve}
          </button>
          <button
            type="button"
            onClick={() => onCancel?.({ orderID: orderId }, { redirect: () => {} })}
          >
            {fakeButtonNames.cancel}
          </button>
        </>
      ) : null}
      <button type="button" onClick={() => onError?.({ message: 'SDK failure' })}>
        {fakeButtonNames.breakSdk}
      </button>
    </div>
  );
}
