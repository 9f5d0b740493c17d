// Where toasts appear. Empty until the first toast is asked for (lib/toast.ts): only then does
// react-toastify load, with its container (toast-container.tsx), so pages that never show a toast
// never download it.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeToToastRequests, toastsRequested } from '#web/lib/toast.ts';

const ToastArea = lazy(() => import('./toast-container.tsx'));

export function ToastRegion() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
