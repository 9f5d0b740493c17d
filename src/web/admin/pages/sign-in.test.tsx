import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminCopy } from '#shared/copy/admin-catalogue.ts';
import { renderAdmin, sessionOf, testOwner, testSupport } from '#tests/support/web/admin-app.tsx';
import { errorResponse, jsonResponse } from '#tests/support/web/fetch-mock.ts';

const t = adminCopy.signIn;
const emptyAudit = () => jsonResponse({ entries: [], total: 0, page: 1, pageSize: 50 });

async function fillIn(user: ReturnType<typeof renderAdmin>['user'], code = '123456') {
  await user.type(await screen.findByLabelText(t.email), 'owner@example.com');
  await user.type(screen.getByLabelText(t.password), 'a long password');
  await user.type(screen.getByLabelText(t.code), code);
  await user.click(screen.getByRole('button', { name: t.submit }));
}

describe('signing in to the back office', () => {
  it('shows the sign-in page to a visitor without an operator session, wherever they went', async () => {
    const { router } = renderAdmin('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(screen.queryByRole('navigation', { name: adminCopy.shell.navigation })).toBeNull();
    expect(document.title).toBe(adminCopy.pageTitle(t.title));
  });

  it('says one thing whatever part was wrong, and empties the code', async () => {
    const { user } = renderAdmin('/admin/sign-in', {
      api: {
        'POST /api/admin/session': () =>
          errorResponse(401, 'UNAUTHENTICATED', 'Email, password or code is wrong.'),
      },
    });
    await fillIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failed);
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(t.code)).toHaveValue('');
  });

  it('asks for every part before sending anything', async () => {
    const { user, fetchMock } = renderAdmin('/admin/sign-in');
    await user.click(await screen.findByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.required);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('signs in with the code and goes back to the page first asked for, in the operator’s frame', async () => {
    let sent: unknown;
    const { user, router } = renderAdmin('/admin/audit', {
      api: {
        'POST /api/admin/session': async (request) => {
          sent = await request.json();
          return jsonResponse({ operator: testOwner });
        },
        'GET /api/admin/audit': emptyAudit,
        'GET /api/admin/operators': () => jsonResponse({ operators: [] }),
      },
    });
    await fillIn(user, ' ABCDE-12345 ');
    expect(
      await screen.findByRole('heading', { level: 1, name: adminCopy.audit.title }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/audit');
    expect(sent).toEqual({
      email: 'owner@example.com',
      password: 'a long password',
      code: 'ABCDE-12345',
    });
    expect(screen.getByRole('banner')).toHaveTextContent(testOwner.email);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('the signed-in frame', () => {
  it('lists the sections the role may use, names the operator and signs out', async () => {
    let signedOut = false;
    const { user, router } = renderAdmin('/admin', {
      operator: testSupport,
      api: {
        'DELETE /api/admin/session': () => {
          signedOut = true;
          return new Response(null, { status: 204 });
        },
      },
    });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    // Support: customers, claims, reviews and the audit log; never reports, advisors or content
    // (owners').
    expect(links).toEqual([
      adminCopy.shell.sections.home,
      adminCopy.shell.sections.customers,
      adminCopy.shell.sections.claims,
      adminCopy.shell.sections.reviews,
      adminCopy.shell.sections.audit,
    ]);
    expect(screen.getByRole('banner')).toHaveTextContent(
      `${testSupport.email} (${adminCopy.shell.roles.support})`,
    );
    await user.click(screen.getByRole('button', { name: adminCopy.shell.signOut }));
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(signedOut).toBe(true);
    expect(router.state.location.pathname).toBe('/admin/sign-in');
    expect(screen.queryByText(t.sessionEnded)).toBeNull();
  });

  it('folds the sections behind a menu button that says whether it is open', async () => {
    const { user } = renderAdmin('/admin', { operator: testOwner });
    const button = await screen.findByRole('button', { name: adminCopy.shell.openMenu });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: adminCopy.shell.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('goes to the sign-in page, saying why, when the session ends under the operator', async () => {
    let signedIn = true;
    const { user } = renderAdmin('/admin', {
      api: {
        'GET /api/admin/session': () => sessionOf(signedIn ? testOwner : null)(),
        'GET /api/admin/audit': () => errorResponse(401, 'UNAUTHENTICATED', 'Please sign in.'),
        'GET /api/admin/operators': () => errorResponse(401, 'UNAUTHENTICATED', 'Please sign in.'),
      },
    });
    const nav = await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    const audit = within(nav).getByRole('link', { name: adminCopy.shell.sections.audit });
    signedIn = false;
    await user.click(audit);
    expect(await screen.findByText(t.sessionEnded)).toBeInTheDocument();
  });

  it('has a skip link to the main content first', async () => {
    renderAdmin('/admin', { operator: testOwner });
    await screen.findByRole('navigation', { name: adminCopy.shell.navigation });
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveTextContent(adminCopy.shell.skipToContent);
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});
