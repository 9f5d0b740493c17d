// Icons that go with error and success texts, so their meaning never rests on colour alone.
// Decorative: the text beside them says it all.
export function ErrorIcon({ className = 'mt-0.5 size-4 shrink-0' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.2h1.8v5.6H9.1V5.7Zm.9 9.1a1.15 1.15 0 1 1 0-2.3 1.15 1.15 0 0 1 0 2.3Z"
      />
    </svg>
  );
}

export function SuccessIcon({ className = 'mt-0.5 size-4 shrink-0' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-1.2 12.3L5 10l1.3-1.3 2.5 2.5 4.9-4.9L15 7.6l-6.2 6.2Z"
      />
    </svg>
  );
}
