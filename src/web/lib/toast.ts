// Toasts, without react-toastify in the first view (docs/performance.md): screens call
// `toast.success(…)` here; the first call loads the library and mounts its container
// (components/ui/toast-region.tsx), and the toasts asked for meanwhile are shown as soon as it is
// there. Every later toast goes straight to the library.
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  /** A toast with an id already on screen is not shown twice. */
  toastId?: string;
}

export interface ToastRequest {
  kind: ToastKind;
  message: string;
  options: ToastOptions | undefined;
}

type Display = (request: ToastRequest) => void;

let display: Display | null = null;
let requested = false;
const waiting: ToastRequest[] = [];
const listeners = new Set<() => void>();

function show(request: ToastRequest): void {
  if (display) {
    display(request);
    return;
  }
  waiting.push(request);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show({ kind: 'success', message, options }),
  error: (message: string, options?: ToastOptions) => show({ kind: 'error', message, options }),
  info: (message: string, options?: ToastOptions) => show({ kind: 'info', message, options }),
  warning: (message: string, options?: ToastOptions) => show({ kind: 'warning', message, options }),
};

/** Whether a toast was asked for yet: until then the library need not load. */
export function toastsRequested(): boolean {
  return requested;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the mounted container: shows what waited, then every toast as it comes. */
export function attachToastDisplay(next: Display): () => void {
  display = next;
  for (const request of waiting.splice(0)) next(request);
  return () => {
    if (display === next) display = null;
  };
}
