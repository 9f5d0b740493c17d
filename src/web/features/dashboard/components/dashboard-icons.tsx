// The dashboard's icons; decorative (the button or text beside them says what they mean).
export function TrashIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M8 2h4a1 1 0 0 1 1 1v1h4v2H3V4h4V3a1 1 0 0 1 1-1Zm-3 5h10l-.8 10.1A1 1 0 0 1 13.2 18H6.8a1 1 0 0 1-1-.9L5 7Zm3 2v7h1.5V9H8Zm2.5 0v7H12V9h-1.5Z"
      />
    </svg>
  );
}

export function CloseIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4L10 11.4l-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z"
      />
    </svg>
  );
}

export function CopyIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M7 2h9a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-1v-2h1V4H7v1H5V4a2 2 0 0 1 2-2ZM4 7h9a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v7h9V9H4Z"
      />
    </svg>
  );
}
