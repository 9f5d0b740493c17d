// The reading inside the dialog: loading, the date and text from the server, or the spec's
// failure text with a retry.
import { copy } from '#shared/copy/catalogue.ts';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import type { ZodiacSign } from '#shared/horoscope/signs.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-messages.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
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

  const { date, horoscope_data: text } = horoscope.data.data;
  return (
    <div>
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">
        {t.readingDate(date)}
      </p>
      <p className="mt-3 whitespace-pre-line text-ink sm:text-lg">{text}</p>
    </div>
  );
}
