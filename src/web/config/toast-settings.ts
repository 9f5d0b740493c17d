// How every toast behaves (docs/product.md §2, "Layout on every page"): top-right, closes after 5 s,
// pauses while hovered or while the window is in the background, and is dismissed by dragging
// it 80 % of its width. These equal react-toastify's defaults; they are pinned here so a
// library upgrade cannot change them silently.
import type { ToastContainerProps } from 'react-toastify';

export const toastSettings = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastContainerProps;
