// The top of the home page (docs/product.md §1, §2): the headline, subtitle and call-to-action of the
// seasonal theme, the service line, Create Account for visitors, the weekly tarot game, and
// the call-now card. The page's <h1> is the large seasonal headline, led by the page's lasting
// name ("Live Psychic Readings by Phone") shown small above it: a screen-reader user moving by
// headings lands on the title everyone sees first, and the heading still begins with what the
// page is, whatever the season.
import { Link } from 'react-router';
import type { ThemeMode } from '#shared/api/public-config.ts';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { telHref } from '#web/components/layout/tel-href.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { usePublicConfig } from '#web/lib/public-config.ts';
import { CallNowCard } from './call-now-card.tsx';

// Until the configuration answers, the words match the theme index.html starts with.
const initialTheme: ThemeMode = 'halloween';

interface HomeHeroProps {
  /** The page's title, its <h1>. */
  title: string;
  onOpenTarotGame: () => void;
}

export function HomeHero({ title, onOpenTarotGame }: HomeHeroProps) {
  const config = usePublicConfig().data;
  const { user, loading } = useAuth();
  const text = copy.board.hero[config?.themeMode ?? initialTheme];

  return (
    <div className="mx-auto grid w-full max-w-6xl items-start gap-8 px-4 pt-12 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6">
        <h1 className="flex flex-col gap-3">
          <span className="text-sm font-semibold tracking-widest text-accent uppercase">
            {title}
          </span>{' '}
          <span className="font-display text-4xl font-semibold text-balance text-ink sm:text-5xl">
            {text.headline}
          </span>
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">{text.subtitle}</p>
        <div className="flex flex-wrap gap-3">
          {config !== undefined ? (
            <a href={telHref(config.servicePhone)} className={buttonClassName('primary')}>
              {text.callToAction}
            </a>
          ) : null}
          {!loading && user === null ? (
            <Link to={paths.register.path} className={buttonClassName('secondary')}>
              {copy.advisors.createAccount}
            </Link>
          ) : null}
        </div>
        {config?.winCreditsEnabled ? (
          <div className="flex flex-col items-start">
            <Button variant="link" onClick={onOpenTarotGame}>
              {copy.board.tarot.play}
            </Button>
            <p className="text-sm text-ink-muted">{copy.board.tarot.teaser}</p>
          </div>
        ) : null}
      </div>
      <CallNowCard />
    </div>
  );
}
