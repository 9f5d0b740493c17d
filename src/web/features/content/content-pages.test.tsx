import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { pageTitle, type PageId } from '#web/config/paths.ts';
import { renderRoute } from '#tests/support/web/render.tsx';
import { testPublicConfig } from '#tests/support/web/test-data.ts';

// The layout asks for the promotion banner and the announcement on every page: none today.
const t = contentCopy;

const pages: { path: string; id: PageId; description: string }[] = [
  { path: '/about', id: 'about', description: t.about.description },
  { path: '/services', id: 'services', description: t.services.description },
  { path: '/contact', id: 'contact', description: t.contact.description },
  { path: '/terms', id: 'terms', description: t.terms.description },
  { path: '/privacy', id: 'privacy', description: t.privacy.description },
  { path: '/cookies', id: 'cookies', description: t.cookies.description },
  { path: '/testimonials', id: 'testimonials', description: t.testimonials.description },
  { path: '/welcome', id: 'welcome', description: t.welcome.description },
];

async function renderPage(path: string, id: PageId) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { name: pageTitle(id), level: 1 });
  return view;
}

function main() {
  return screen.getByRole('main');
}

describe('every content page', () => {
  it.each(pages)(
    '$path shows its title as the one h1, in the document title, with its description',
    async ({ path, id, description }) => {
      await renderPage(path, id);

      expect(within(main()).getAllByRole('heading', { level: 1 })).toHaveLength(1);
      await expect
        .poll(() => document.title)
        .toBe(copy.pages.documentTitle(pageTitle(id), testPublicConfig.brandName));
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        description,
      );
    },
  );
});

describe('the about page', () => {
  it('names the configured brand and states the facts and ethics of the service', async () => {
    await renderPage('/about', 'about');

    expect(
      await within(main()).findByText(
        new RegExp(`^${testPublicConfig.brandName} is a Montréal company`),
      ),
    ).toBeInTheDocument();
    expect(main()).toHaveTextContent('at least 20 years of experience');
    expect(main()).toHaveTextContent('9 AM - 9 PM EST');
    const ethics = screen.getByRole('region', { name: t.about.sections.ethics.heading });
    for (const rule of t.about.sections.ethics.items) {
      expect(within(ethics).getByText(rule)).toBeInTheDocument();
    }
  });
});

describe('the services page', () => {
  it('lists the kinds of readings and how a call works, with the configured phone line', async () => {
    await renderPage('/services', 'services');

    for (const reading of Object.values(t.services.readings)) {
      expect(screen.getByRole('heading', { name: reading.title, level: 3 })).toBeInTheDocument();
    }
    const calling = screen.getByRole('region', { name: t.services.callingHeading });
    const steps = within(calling).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      Object.values(t.services.steps).map((step) => step.title),
    );
    expect(
      await within(calling).findByText(new RegExp(`^Dial ${testPublicConfig.servicePhone} `)),
    ).toBeInTheDocument();
  });
});

describe('the legal pages', () => {
  it('the terms require 18+, refuse arbitration and keep a section for the weekly game’s rules', async () => {
    const { user } = await renderPage('/terms', 'terms');
    // The French version comes first (terms-page.test.tsx).
    await user.click(screen.getByRole('button', { name: t.terms.versions.readEnglish }));

    expect(main()).toHaveTextContent('You must be at least 18 years old');
    expect(main()).toHaveTextContent('They contain no arbitration clause');
    expect(main()).toHaveTextContent('Your minutes never expire');
    const game = screen.getByRole('region', { name: t.terms.sections.weeklyGame.heading });
    expect(game).toHaveAttribute('id', 'weekly-game');

    const toc = screen.getByRole('navigation', { name: t.common.onThisPage });
    const gameLink = within(toc).getByRole('link', { name: t.terms.sections.weeklyGame.heading });
    expect(gameLink).toHaveAttribute('href', '#weekly-game');
  });

  it('the privacy policy names the Privacy Officer and how to reach them, and the rights', async () => {
    await renderPage('/privacy', 'privacy');

    const officer = screen.getByRole('region', { name: t.privacy.sections.officer.heading });
    expect(officer).toHaveAttribute('id', 'officer');
    expect(within(officer).getByText('Title: Privacy Officer')).toBeInTheDocument();
    expect(
      await within(officer).findByText(new RegExp(`^Email: ${testPublicConfig.supportEmail}`)),
    ).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: t.privacy.sections.rights.heading });
    for (const right of ['Access', 'Rectification', 'Portability', 'Deletion']) {
      expect(within(rights).getByText(new RegExp(`^${right}:`))).toBeInTheDocument();
    }
    expect(rights).toHaveTextContent('We answer within 30 days');
    expect(main()).toHaveTextContent('Thirty days later, your personal information is anonymised');
  });

  it('the cookie policy explains the session cookie, the local flags, consent and Cookie settings', async () => {
    await renderPage('/cookies', 'cookies');

    for (const section of Object.values(t.cookies.sections)) {
      expect(screen.getByRole('region', { name: section.heading })).toBeInTheDocument();
    }
    expect(main()).toHaveTextContent(`select “${copy.navigation.footer.cookieSettings}”`);
  });
});

describe('the testimonials page', () => {
  it('shows each story with a first name and a city only', async () => {
    await renderPage('/testimonials', 'testimonials');

    const stories = within(main()).getAllByRole('figure');
    expect(stories).toHaveLength(t.testimonials.stories.length);
    t.testimonials.stories.forEach((story, index) => {
      expect(stories[index]).toHaveTextContent(story.quote);
      expect(stories[index]).toHaveTextContent(`${story.name}, ${story.city}`);
    });
  });
});

describe('the welcome page', () => {
  it('offers WELCOME25 and leads to account creation', async () => {
    await renderPage('/welcome', 'welcome');

    expect(within(main()).getByText('WELCOME25')).toBeInTheDocument();
    const create = within(main()).getAllByRole('link', { name: 'Create Account' });
    expect(create.length).toBeGreaterThan(0);
    for (const link of create) expect(link).toHaveAttribute('href', '/register');
    const steps = screen.getByRole('region', { name: t.welcome.stepsHeading });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    expect(
      await within(steps).findByText(new RegExp(`call ${testPublicConfig.servicePhone} toll-free`)),
    ).toBeInTheDocument();
  });
});
