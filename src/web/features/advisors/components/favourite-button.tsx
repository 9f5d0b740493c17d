// The heart on a card and on the profile page (docs/decisions/051): a toggle button named after
// the advisor, pressed while the customer keeps them: pressed at once, put back if the server
// refuses, and the outcome announced. A visitor's press leads to sign-in and back.
import { useLocation, useNavigate } from 'react-router';
import { copy } from '#shared/copy/catalogue.ts';
import { announce } from '#web/lib/a11y/announce.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { loginPathFor } from '#web/lib/auth/redirect-target.ts';
import { useFavourites, useToggleFavourite } from '../api/favourites.ts';

export function FavouriteButton({ agentId, name }: { agentId: string; name: string }) {
  const { user } = useAuth();
  const kept = useFavourites().includes(agentId);
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={copy.board.keep(name)}
      onClick={() => {
        if (!user) {
          void navigate(loginPathFor(location));
          return;
        }
        const keep = !kept;
        void toggle(agentId, keep).then((done) =>
          announce(
            done ? (keep ? copy.board.kept(name) : copy.board.letGo(name)) : copy.board.keepFailed,
          ),
        );
      }}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-accent hover:bg-surface-raised"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6">
        <path
          fill={kept ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.3 3.4 5 6.8 5c2 0 3.5 1.1 5.2 3 1.7-1.9 3.2-3 5.2-3 3.4 0 5.7 3.3 4.3 6.7C19.5 16.4 12 21 12 21Z"
        />
      </svg>
    </button>
  );
}
