// The contact page's FAQ. The packages and cashback answers are built from the bundles
// (docs/product.md §10.9); each question opens and closes with the keyboard (native <details>).
import { useId, type ReactNode } from 'react';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { cashbackAnswer, packageAnswers } from '../package-faq.ts';

function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group rounded-2xl border border-line bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        {question}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className="size-5 shrink-0 text-accent transition-transform group-open:rotate-180"
        >
          <path fill="currentColor" d="M5.3 7.3 10 12l4.7-4.7 1.4 1.4L10 14.8 3.9 8.7z" />
        </svg>
      </summary>
      <div className="px-5 pb-5 text-ink">{children}</div>
    </details>
  );
}

export function ContactFaq() {
  const t = contentCopy.contact.faq;
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="max-w-3xl">
      <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
        {contentCopy.contact.faqHeading}
      </h2>
      <div className="mt-6 flex flex-col gap-3">
        <Question question={t.packages.question}>
          <p>{t.packages.intro}</p>
          <ul className="mt-3 flex list-disc flex-col gap-1 pl-6 marker:text-accent">
            {packageAnswers().map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </ul>
          <p className="mt-3">{t.packages.outro}</p>
        </Question>
        <Question question={t.expiry.question}>
          <p>{t.expiry.answer}</p>
        </Question>
        <Question question={t.billing.question}>
          <p>{t.billing.answer}</p>
        </Question>
        <Question question={t.account.question}>
          <p>{t.account.answer}</p>
        </Question>
        <Question question={t.payment.question}>
          <p>{t.payment.answer}</p>
        </Question>
        <Question question={t.cashback.question}>
          <p>{cashbackAnswer()}</p>
        </Question>
        <Question question={t.phones.question}>
          <p>{t.phones.answer}</p>
        </Question>
        <Question question={t.coupons.question}>
          <p>{t.coupons.answer}</p>
        </Question>
        <Question question={t.satisfaction.question}>
          <p>{t.satisfaction.answer}</p>
        </Question>
        <Question question={t.guarantees.question}>
          <p>{t.guarantees.answer}</p>
        </Question>
        <Question question={t.age.question}>
          <p>{t.age.answer}</p>
        </Question>
        <Question question={t.data.question}>
          <p>{t.data.answer}</p>
        </Question>
      </div>
    </section>
  );
}
