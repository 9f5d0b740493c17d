import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bottomBarAttribute, measureBottomBars, useBottomBarsSpace } from './bottom-bars-space.ts';

function barAt(top: number, height: number): HTMLElement {
  const bar = document.createElement('div');
  bar.setAttribute(bottomBarAttribute, '');
  vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 390, height }),
  );
  return bar;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty('--bottom-bars-space');
});

describe('the space the bottom bars take', () => {
  it('reaches from the bottom of the viewport to the top of the highest bar', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    const container = document.createElement('div');
    // The call-now bar (48 px) and the cookie bar above it.
    container.append(barAt(796, 48), barAt(560, 230.4));
    expect(measureBottomBars(container)).toBe(284);
  });

  it('leaves out a bar that is not drawn, and is nothing without bars', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    const container = document.createElement('div');
    expect(measureBottomBars(container)).toBe(0);
    container.append(barAt(0, 0), barAt(796, 48));
    expect(measureBottomBars(container)).toBe(48);
  });

  it('is set on <html> for the stylesheet while the shell is on the page, and removed after', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
    function Shell() {
      const ref = useRef<HTMLDivElement>(null);
      useBottomBarsSpace(ref);
      return (
        <div
          ref={(element) => {
            ref.current = element;
            element?.append(barAt(796, 48));
          }}
        />
      );
    }
    const { unmount } = render(<Shell />);
    expect(document.documentElement.style.getPropertyValue('--bottom-bars-space')).toBe('48px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--bottom-bars-space')).toBe('');
  });
});
