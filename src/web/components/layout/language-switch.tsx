// The FR/EN switch : in the header from the md breakpoint and in the mobile menu. French
// comes first and both look alike (the Charter of the French Language: English never more
// prominent). The current language is shown pressed; the other asks the server to remember it and
// reloads the page in it. Each button is named by its language in that language (lang="fr" reads
// "Français" with a French voice).
import { useState } from 'react';
import { copy } from '#shared/copy/catalogue.ts';
import { currentLocale, locales, type Locale } from '#shared/copy/locale.ts';
import { hasServerMessage } from '#web/lib/api-client.ts';
import { reloadInLanguage, rememberLanguage } from '#web/lib/language/choose-language.ts';
import { toast } from '#web/lib/toast.ts';

interface LanguageSwitchProps {
  className?: string;
}

export function LanguageSwitch({ className = '' }: LanguageSwitchProps) {
  const current = currentLocale();
  const [switchingTo, setSwitchingTo] = useState<Locale | null>(null);
  const texts = copy.navigation.language;

  async function choose(locale: Locale) {
    if (locale === current || switchingTo) return;
    setSwitchingTo(locale);
    try {
      await rememberLanguage(locale);
      reloadInLanguage();
    } catch (error) {
      setSwitchingTo(null);
      toast.error(hasServerMessage(error) ? error.message : copy.common.requestFailed);
    }
  }

  return (
    <div
      role="group"
      aria-label={texts.label}
      aria-busy={switchingTo !== null}
      className={`inline-flex items-center rounded-full border border-line p-0.5 ${className}`}
    >
      {locales.map((locale) => {
        const pressed = locale === current;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-label={texts.names[locale]}
            aria-pressed={pressed}
            disabled={switchingTo !== null && switchingTo !== locale}
            onClick={() => void choose(locale)}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold ${
              pressed ? 'bg-accent text-on-accent' : 'text-ink-muted hover:text-ink'
            } disabled:opacity-60`}
          >
            {texts.short[locale]}
          </button>
        );
      })}
    </div>
  );
}
