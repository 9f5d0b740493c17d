import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { ClampedDescription } from './clamped-description.tsx';

const text = 'A long description that the card shows on six lines at most.';

let layoutSpies: MockInstance[] = [];

/** jsdom lays nothing out: pretend the clamped paragraph holds `lines` lines of 24 px. */
function layOut(lines: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    },
  );
  layoutSpies = [
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(lines * 24),
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(Math.min(lines, 6) * 24),
  ];
}

afterEach(() => {
  for (const spy of layoutSpies) spy.mockRestore();
});

describe('a clamped description', () => {
  it('offers Read more when lines are hidden, and shows them all on request', async () => {
    layOut(9);
    const user = userEvent.setup();
    render(<ClampedDescription text={text} />);

    const paragraph = screen.getByText(text);
    const readMore = screen.getByRole('button', { name: copy.board.card.readMore });
    expect(paragraph).toHaveClass('line-clamp-6');
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    expect(readMore).toHaveAttribute('aria-controls', paragraph.id);

    await user.click(readMore);

    expect(paragraph).not.toHaveClass('line-clamp-6');
    expect(screen.getByRole('button', { name: copy.board.card.showLess })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers nothing when the whole text fits', () => {
    layOut(4);
    render(<ClampedDescription text={text} />);

    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
