// For a visitor: the game needs an account (docs/product.md §8), with the two ways to get one. Following
// either link closes the game's modal.
import { Link } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { paths } from '#web/config/paths.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';

export function TarotSignInPrompt({ onLeave }: { onLeave: () => void }) {
  return (
    <>
      <p className="text-lg text-ink">{copy.tarot.signInRequired}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.login.path} onClick={onLeave} className={buttonClassName('primary')}>
          {copy.navigation.signIn}
        </Link>
        <Link to={paths.register.path} onClick={onLeave} className={buttonClassName('secondary')}>
          {copy.navigation.register}
        </Link>
      </div>
    </>
  );
}
