// Where toasts appear, with the spec's settings and labels from the copy catalogue. Loaded with
// the first toast (toast-region.tsx); it then shows every toast asked for through lib/toast.ts.
import { useEffect } from 'react';
import { ToastContainer, toast, type CloseButtonProps } from 'react-toastify';
import { copy } from '#shared/copy/catalogue.ts';
import { toastSettings } from '#web/config/toast-settings.ts';
import { attachToastDisplay } from '#web/lib/toast.ts';

// react-toastify's own close button is labelled "close" in English and is not exported, so
// this one repeats its markup (and so its styling) with the catalogue's label.
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={copy.common.close}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export default function ToastArea() {
  // Runs after the container below has mounted and registered, so no toast is lost.
  useEffect(
    () =>
      attachToastDisplay(({ kind, message, options }) => {
        toast[kind](message, options);
      }),
    [],
  );
  return (
    <ToastContainer
      {...toastSettings}
      aria-label={copy.common.notificationsRegion}
      closeButton={ToastCloseButton}
    />
  );
}
