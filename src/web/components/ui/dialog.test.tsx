import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';
import { Dialog } from './dialog.tsx';

function Harness({
  dismissible = true,
  onClose = () => {},
}: {
  dismissible?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        dismissible={dismissible}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Reading"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <p>Text</p>
        <a href="/pricing">Pricing</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus and gives it back when it closes', async () => {
    const { user } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Reading' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: copy.common.close })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps Tab inside the dialog, wrapping both ways', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: copy.common.close });
    const done = screen.getByRole('button', { name: 'Done' });

    await user.tab({ shift: true });
    expect(done).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = document.querySelector(
      '[aria-hidden="true"].fixed, .absolute.inset-0',
    ) as HTMLElement;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('must be answered when not dismissible: no close button, Escape does nothing', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<Harness dismissible={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.queryByRole('button', { name: copy.common.close })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('makes the page behind it inert while open, and gives it back when it closes', async () => {
    const { user, container } = renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const page = container.closest('body > *');
    expect(page).toHaveAttribute('inert');
    expect(screen.getByRole('dialog').closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });

  it('brings Tab back inside and still closes on Escape when focus fell out of its content', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: copy.common.close });
    const done = screen.getByRole('button', { name: 'Done' });

    // What had focus was removed (a board replaced by its result): focus is on <body>.
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.tab({ shift: true });
    expect(done).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves Tab from a focused heading to the next stop after it, wrapping at the end', async () => {
    function HeadingHarness() {
      return (
        <Dialog open onClose={() => {}} title="Result">
          <h3 tabIndex={-1}>You lost</h3>
        </Dialog>
      );
    }
    const { user } = renderWithProviders(<HeadingHarness />);
    const heading = screen.getByRole('heading', { name: 'You lost' });
    heading.focus();
    // The close button comes before the heading: Tab wraps back to it instead of leaving.
    await user.tab();
    expect(screen.getByRole('button', { name: copy.common.close })).toHaveFocus();
    heading.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: copy.common.close })).toHaveFocus();
  });

  it('stacks its buttons on phones in the order Tab reaches them', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const footer = screen.getByRole('button', { name: 'Done' }).parentElement;
    expect(footer).toHaveClass('flex-col');
    expect(footer).not.toHaveClass('flex-col-reverse');
  });
});
