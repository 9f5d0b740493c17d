import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { homeHeading } from '#tests/support/web/page-headings.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

const notFoundHeading = { name: copy.pages.notFound.title, level: 1 } as const;

describe('the 404 screen', () => {
  it('answers any path that is no page, with its explanation and document title', async () => {
    renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', notFoundHeading)).toBeInTheDocument();
    expect(screen.getByText(copy.pages.notFound.body)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.common.goBack })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: copy.common.returnHome })).toHaveAttribute('href', '/');
    await expect
      .poll(() => document.title)
      .toBe(copy.pages.documentTitle(copy.pages.titles.notFound, testPublicConfig.brandName));
  });

  it('Go Back returns to the page the visitor came from', async () => {
    const { user, router } = renderRoute('/no-such-page', { history: ['/pricing'] });

    await user.click(await screen.findByRole('button', { name: copy.common.goBack }));

    expect(
      await screen.findByRole('heading', { name: copy.pages.titles.pricing, level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('Go Back goes home when the 404 is the first page of the visit', async () => {
    const { user, router } = renderRoute('/no-such-page');

    await user.click(await screen.findByRole('button', { name: copy.common.goBack }));

    expect(await screen.findByRole('heading', { name: homeHeading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Return Home lands on the home page', async () => {
    const { user, router } = renderRoute('/no-such-page', { history: ['/pricing'] });

    await user.click(await screen.findByRole('link', { name: copy.common.returnHome }));

    expect(await screen.findByRole('heading', { name: homeHeading, level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
