// The advisor's portrait (docs/product.md §10.17), in a fixed square so the grid does not jump while
// photos load lazily. Without a photo, or when it fails to load, the initials stand in.
import { useState } from 'react';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('en'))
    .join('');
}

export function AdvisorPhoto({ name, photoUrl }: { name: string; photoUrl: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = photoUrl !== '' && failedUrl !== photoUrl;

  return (
    <div className="aspect-square w-full overflow-hidden bg-surface-raised">
      {showPhoto ? (
        <img
          src={photoUrl}
          alt={name}
          loading="lazy"
          decoding="async"
          width={480}
          height={480}
          onError={() => setFailedUrl(photoUrl)}
          className="size-full object-cover"
        />
      ) : (
        <div
          role="img"
          aria-label={name}
          className="flex size-full items-center justify-center bg-gradient-to-br from-surface-raised to-canvas font-display text-6xl font-semibold text-accent"
        >
          {initialsOf(name)}
        </div>
      )}
    </div>
  );
}
