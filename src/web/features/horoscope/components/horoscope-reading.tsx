// The reading inside the dialog: loading, the date and text from the server, or the spec's
// failure text with a retry. The server sends the date as YYYY-MM-DD, worded here in the page's
// language. A reading that exists in English only (the horoscope API's) is marked as English,
// with a note saying so, on a French page.
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import { currentLocale } from '#shared/copy/locale.ts';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatCalendarDate } from '#shared/format/display.ts';
import { useHoroscope } from '../api/get-horoscope.ts';

export function HoroscopeReading({ sign }: { sign: ZodiacSign }) {
  const t = contentCopy.horoscope;
  const horoscope = useHoroscope(sign);

  if (horoscope.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-muted">
        <Spinner className="size-5" />
        {t.loading}
      </p>
    );
  }

  if (horoscope.isError) {
    return (
      <FormAlert>
        <p>{copy.horoscope.loadFailed}</p>
        <div>
          <Button
            size="sm"
            variant="secondary"
            loading={horoscope.isFetching}
            onClick={() => void horoscope.refetch()}
          >
            {copy.common.tryAgain}
          </Button>
        </div>
      </FormAlert>
    );
  }

  const { date, horoscope_data: text, language } = horoscope.data.data;
  const inOtherLanguage = language !== currentLocale();
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {t.readingDate(formatCalendarDate(date))}
      </p>
      {inOtherLanguage && language === 'en' && (
        <p className="mt-3 text-sm text-ink-muted">{t.englishOnly}</p>
      )}
      <p
        lang={inOtherLanguage ? language : undefined}
        className="mt-3 whitespace-pre-line text-ink sm:text-lg"
      >
        {text}
      </p>
    </div>
  );
}
