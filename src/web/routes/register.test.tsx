import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { accountCopy } from '#shared/copy/account-catalogue.ts';
import { accountScreen as ui } from '#tests/support/web/account-screens.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

const panel = accountCopy.accountForms.registerPanel;

describe('/register', () => {
  it('opens in create-account mode, with the 18+ box', async () => {
    renderRoute('/register');

    expect(
      await screen.findByRole('heading', {
        name: accountCopy.accountForms.signUp.heading,
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(ui.createAccountButton()).toBeInTheDocument();
    expect(ui.adultCheckbox()).not.toBeChecked();
    expect(
      screen.queryByRole('button', { name: accountCopy.accountForms.signIn.submit }),
    ).not.toBeInTheDocument();
    await expect
      .poll(() => document.title)
      .toBe(copy.pages.documentTitle(copy.pages.titles.register, testPublicConfig.brandName));
  });

  it('shows the benefits, the WELCOME25 offer and the important notice', async () => {
    renderRoute('/register');

    const benefits = await screen.findByRole('region', { name: panel.benefitsHeading });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(panel.benefits.length);
    const promo = screen.getByRole('region', { name: panel.promoTitle });
    expect(within(promo).getByText('WELCOME25')).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: panel.noticeHeading });
    expect(notice).toHaveTextContent(panel.noticeBody);
  });

  it('links to /login for customers who already have an account, keeping where they were headed', async () => {
    const { user, router } = renderRoute('/register?redirectTo=%2Fpurchase');

    await user.click(
      await screen.findByRole('link', { name: accountCopy.accountForms.signUp.signIn }),
    );

    expect(
      await screen.findByRole('heading', {
        name: accountCopy.accountForms.signIn.heading,
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirectTo=%2Fpurchase');
    expect(ui.signInButton()).toBeInTheDocument();
    expect(screen.queryByText('WELCOME25')).not.toBeInTheDocument();
  });

  it('has no side panel on /login', async () => {
    renderRoute('/login');
    await ui.findEmailField();

    expect(screen.queryByText('WELCOME25')).not.toBeInTheDocument();
  });
});
