import { act, screen } from '@testing-library/react';
import { toast } from '#web/lib/toast.ts';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { toastSettings } from '#web/config/toast-settings.ts';
import { renderWithProviders } from '#tests/support/web/render.tsx';

describe('toasts', () => {
  it("use the spec's settings", () => {
    expect(toastSettings).toEqual({
      position: 'top-right',
      autoClose: 5000,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      draggable: true,
      draggablePercent: 80,
    });
  });

  it('appear top-right, in a labelled region, with a labelled close button', async () => {
    renderWithProviders(null);

    act(() => {
      toast.success('Coupon WELCOME25 applied');
    });

    const message = await screen.findByText('Coupon WELCOME25 applied');
    const region = screen.getByRole('region', { name: copy.common.notificationsRegion });
    expect(region).toContainElement(message);
    expect(message.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--top-right',
    );

    expect(screen.getByRole('button', { name: copy.common.close })).toBeInTheDocument();
  });
});
