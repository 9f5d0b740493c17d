// The reading of one sign, in the app's modal dialog (focus kept inside, Escape and the backdrop
// close it, focus returns to the sign's card).
import { Link } from 'react-router';
import { contentCopy } from '#shared/copy/content-catalogue.ts';
import type { SignFacts } from '#shared/horoscope/signs.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { formatSignDates } from '../sign-dates.ts';
import { HoroscopeReading } from './horoscope-reading.tsx';

interface HoroscopeDialogProps {
  /** The sign whose reading is open; null when the dialog is closed. */
  facts: SignFacts | null;
  onClose: () => void;
}

export function HoroscopeDialog({ facts, onClose }: HoroscopeDialogProps) {
  const t = contentCopy.horoscope;
  if (!facts) return null;
  const sign = t.signs[facts.sign];

  return (
    <Dialog
      open
      onClose={onClose}
      title={sign.name}
      footer={
        <Link to={paths.home.path} className={buttonClassName('primary')}>
          {t.talkToAdvisor}
        </Link>
      }
    >
      <p className="text-sm text-ink-muted">
        <span aria-hidden="true" className="mr-2 text-accent">
          {sign.symbol}
        </span>
        {formatSignDates(facts)}
        <span
          aria-hidden="true"
          className="mx-2 inline-block size-1 rounded-full bg-ink-muted align-middle"
        />
        {t.element(t.elements[facts.element])}
      </p>
      <div className="mt-5">
        <HoroscopeReading sign={facts.sign} />
      </div>
      <p className="mt-6 border-t border-line pt-4 text-sm text-ink-muted">{t.entertainment}</p>
    </Dialog>
  );
}
