// What Québec's consumer law asks of the French texts, read as a customer reads them: the weekly
// game never promises a win, the sample testimonials say they are examples, and the Terms give
// the cancellation and chargeback deadlines of a distance contract (docs/decisions/037).
import { describe, expect, it } from 'vitest';
import { frCA } from './index.ts';
import { account } from './account.ts';
import { content } from './content.ts';
import { content as english } from '../en/content.ts';

const facts = {
  brand: 'Lumina Psychics',
  email: 'support@lumina-psychics.example',
  phone: '1 888 555-0142',
  address: {
    legalName: 'Lumina Psychics inc.',
    street: '1234, rue Saint-Denis',
    city: 'Montréal',
    province: 'QC' as const,
    postalCode: 'H2X 1Y4',
  },
};
const paragraphs = (list: readonly (string | ((f: typeof facts) => string))[]) =>
  list.map((p) => (typeof p === 'string' ? p : p(facts))).join('\n');

describe('the French texts a customer relies on', () => {
  it('names the weekly game without promising a win, and offers only a chance to win', () => {
    expect(frCA.navigation.winCredits).not.toMatch(/gagn/i);
    expect(frCA.tarot.signInRequired).toMatch(/courir la chance de gagner/);
  });

  it('says the testimonials are examples written by the team, not customers’ words', () => {
    const { lead, description, disclaimer } = content.testimonials;
    expect(lead).toMatch(/exemples rédigés par notre équipe/);
    expect(lead).toMatch(/ne sont pas des propos de clients réels/);
    expect(description).toMatch(/exemples/);
    expect(disclaimer).toMatch(/aucune consultation réelle/);
  });

  it('gives the cancellation and chargeback deadlines in the Terms', () => {
    const refunds = paragraphs(content.terms.sections.refunds.paragraphs);
    expect(refunds).toMatch(/dans les 7 jours suivant la réception de votre exemplaire du contrat/);
    expect(refunds).toMatch(/dans les 30 jours suivant votre achat/);
    expect(refunds).toMatch(/dans les 15 jours suivant l’annulation/);
    expect(refunds).toMatch(/dans les 60 jours qui suivent ce délai de 15 jours/);
    expect(refunds).toMatch(/rétrofacturation/);
  });

  it('shows no provider status word when an Interac transaction ends in an unknown state', () => {
    expect(account.purchase.payment.interacStatus('pending_review')).not.toContain(
      'pending_review',
    );
  });

  it('ends the weekly game’s rules with the Régie’s dispute sentence, in French and in English', () => {
    const french = paragraphs(content.terms.sections.weeklyGame.paragraphs);
    expect(french).toMatch(
      /Un différend quant à l’organisation ou au déroulement de ce concours peut être soumis à la Régie des alcools, des courses et des jeux afin qu’il soit tranché\./,
    );
    expect(french).toMatch(
      /Un différend quant à l’attribution d’un prix peut être soumis à la Régie uniquement afin qu’elle aide les parties à le régler\./,
    );
    const inEnglish = paragraphs(english.terms.sections.weeklyGame.paragraphs);
    expect(inEnglish).toMatch(
      /may be submitted to the Régie des alcools, des courses et des jeux for a ruling\. Any dispute over the awarding of a prize may be submitted to the Régie only so that it may help the parties reach a settlement\./,
    );
  });
});
