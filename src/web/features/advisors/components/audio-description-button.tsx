// The play/stop button of an advisor's spoken description. Its words and aria-pressed follow
// the state; the accessible name adds the advisor's name, since every card has one.
import { copy } from '#shared/copy/catalogue.ts';
import { buttonClassName } from '#web/components/ui/button-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAudioDescription } from '../hooks/use-audio-description.ts';

const t = copy.board.card;

function PlayIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4 shrink-0">
      <path
        fill="currentColor"
        d="M6 4.2v11.6a.6.6 0 0 0 .9.5l9.2-5.8a.6.6 0 0 0 0-1L6.9 3.7a.6.6 0 0 0-.9.5Z"
      />
    </svg>
  );
}

function StopIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-4 shrink-0">
      <rect x="5" y="5" width="10" height="10" rx="1.5" fill="currentColor" />
    </svg>
  );
}

export function AudioDescriptionButton({ agentId, name }: { agentId: string; name: string }) {
  const { state, toggle } = useAudioDescription(agentId);
  const started = state !== 'idle';

  let icon = <PlayIcon />;
  if (state === 'loading') icon = <Spinner />;
  else if (state === 'playing') icon = <StopIcon />;

  return (
    <button
      type="button"
      aria-pressed={started}
      aria-label={started ? t.stopDescriptionOf(name) : t.playDescriptionOf(name)}
      onClick={toggle}
      className={`${buttonClassName('secondary', 'sm')} self-start`}
    >
      {icon}
      <span>{started ? t.stopDescription : t.playDescription}</span>
    </button>
  );
}
