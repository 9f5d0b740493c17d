// The card's rating (docs/decisions/053): the average of the advisor's shown reviews to one
// decimal and their count, in the page's language through display.ts; nothing before the first
// review.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { copyFor } from '#shared/copy/catalogue.ts';
import { formatRating } from '#shared/format/display.ts';
import { onPagesIn } from '#tests/support/web/page-language.ts';
import { advisorRecord } from '#tests/support/web/advisors.ts';
import { CardRating } from './components/advisor-card.tsx';

describe('the card’s rating on an English page', () => {
  onPagesIn('en');
  const en = copyFor('en').board.card;

  it('shows the average to one decimal and the count', () => {
    render(<CardRating advisor={advisorRecord({ rating: 4.3, reviewCount: 12 })} />);
    expect(screen.getByText(en.rating('4.3', 12))).toBeInTheDocument();
  });

  it('writes a whole average with its decimal, and one review in the singular', () => {
    render(<CardRating advisor={advisorRecord({ rating: 5, reviewCount: 1 })} />);
    expect(screen.getByText(en.rating('5.0', 1))).toHaveTextContent('5.0 out of 5 (1 review)');
  });

  it('shows nothing before the first review', () => {
    const { container } = render(
      <CardRating advisor={advisorRecord({ rating: null, reviewCount: 0 })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the card’s rating on a French page', () => {
  onPagesIn('fr-CA');
  const fr = copyFor('fr-CA').board.card;

  it('writes the average with a decimal comma', () => {
    const { container } = render(
      <CardRating advisor={advisorRecord({ rating: 4.3, reviewCount: 12 })} />,
    );
    expect(formatRating(4.3, 'fr-CA')).toBe('4,3');
    // The DOM matchers read the non-breaking space before « avis » as a plain one.
    expect(container).toHaveTextContent(fr.rating('4,3', 12).replace(/\s+/g, ' '));
    expect(container).not.toHaveTextContent('4.3');
  });
});
