// The seasonal decoration over the whole viewport (docs/product.md §1), behind the page: hidden from
// assistive technology, never in the way of a click, gently moving, and still (but present)
// for visitors who prefer reduced motion. The 'default' theme has none; nothing shows until the
// configuration names the theme.
import { useDeferredValue, useMemo, type CSSProperties } from 'react';
import type { ThemeMode } from '#shared/api/public-config.ts';
import { placeDecorations } from './decoration-layout.ts';
import { shapeStyles } from './decoration-shapes.ts';

export function SeasonalDecorations({ themeMode }: { themeMode: ThemeMode | undefined }) {
  // Sixty shapes are drawn in a deferred render, after the page itself: in slices that leave the
  // browser free to answer in between, never as part of the page's first, most urgent frame.
  // The first render shows the 'default' theme (no shapes); React only defers a mount's value
  // when it is given one to show first, and `undefined` counts as none.
  const shownMode = useDeferredValue<ThemeMode | undefined>(themeMode, 'default');
  const decorations = useMemo(() => (shownMode ? placeDecorations(shownMode) : []), [shownMode]);
  if (decorations.length === 0) return null;

  return (
    <div
      aria-hidden="true"
      data-seasonal-decorations={shownMode}
      className="pointer-events-none fixed inset-0 z-0 overflow-hidden select-none"
    >
      {decorations.map((item) => {
        const style: CSSProperties & Record<`--${string}`, string> = {
          left: `${item.left}%`,
          top: `${item.top}%`,
          width: item.size,
          height: item.size,
          rotate: `${item.rotation}deg`,
          '--decoration-opacity': String(item.opacity),
          '--decoration-delay': `${item.delay}s`,
          '--decoration-duration': `${item.duration}s`,
        };
        return (
          <svg
            key={item.key}
            data-decoration={item.shape}
            viewBox="0 0 24 24"
            focusable="false"
            style={style}
            className={`seasonal-decoration seasonal-${item.motion} absolute ${shapeStyles[item.shape].colour}`}
          >
            <path fill="currentColor" d={shapeStyles[item.shape].path} />
          </svg>
        );
      })}
    </div>
  );
}
