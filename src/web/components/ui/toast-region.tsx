// Where toasts appear. Empty until the first toast is asked for (lib/toast.ts): only then does
// react-toastify load, with its container (toast-container.tsx), so pages that never show a toast
// never download it. The toasts live in <body> beside the app, not in it: a modal makes the app
// inert (lib/a11y/inert-outside.ts), and a toast shown over it (the tarot game's "Coupon code
// copied") must still be announced.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { staysLiveAttribute } from '#web/lib/a11y/inert-outside.ts';
import { subscribeToToastRequests, toastsRequested } from '#web/lib/toast.ts';

const ToastArea = lazy(() => import('./toast-container.tsx'));

export function ToastRegion() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return createPortal(
    <div {...{ [staysLiveAttribute]: '' }}>
      <Suspense fallback={null}>
        <ToastArea />
      </Suspense>
    </div>,
    document.body,
  );
}
