// Paging a list: nothing for a single page; Newer is off on the first page and Older on the
// last; each asks for the page next to this one, and the position is said.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { PageNav } from './page-nav.tsx';

const labels = { label: 'Calls', newer: 'Newer', older: 'Older' };

describe('PageNav', () => {
  it('shows nothing when the list has one page', () => {
    renderWithProviders(
      <PageNav page={1} pages={1} onPage={() => {}} position="Page 1 of 1" {...labels} />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('moves one page at a time, and cannot go past either end', async () => {
    const onPage = vi.fn();
    const { rerender } = renderWithProviders(
      <PageNav page={1} pages={3} onPage={onPage} position="Page 1 of 3" {...labels} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Calls' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<PageNav page={3} pages={3} onPage={onPage} position="Page 3 of 3" {...labels} />);
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
