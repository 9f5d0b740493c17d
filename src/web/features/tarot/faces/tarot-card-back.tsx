// The back every face-down tile shows: a crescent moon among stars in a double frame. Decorative
// (the tile's button carries the words), so hidden from assistive technology.
export function TarotCardBack() {
  return (
    <svg viewBox="0 0 120 200" aria-hidden="true" focusable="false" className="block h-auto w-full">
      <rect
        x="2"
        y="2"
        width="116"
        height="196"
        rx="10"
        className="fill-surface stroke-accent"
        strokeWidth="3"
      />
      <rect
        x="10"
        y="10"
        width="100"
        height="180"
        rx="6"
        fill="none"
        className="stroke-accent"
        strokeOpacity="0.45"
        strokeWidth="1.5"
      />
      <rect
        x="18"
        y="18"
        width="84"
        height="164"
        rx="4"
        fill="none"
        className="stroke-accent"
        strokeOpacity="0.25"
        strokeDasharray="4 4"
      />
      <path d="M70 70 a30 30 0 1 0 0 60 a40 40 0 0 1 0 -60 z" className="fill-accent" />
      {[
        [34, 42],
        [86, 48],
        [30, 158],
        [88, 152],
        [60, 34],
        [60, 166],
      ].map(([x = 0, y = 0]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="3" className="fill-accent" fillOpacity="0.8" />
      ))}
    </svg>
  );
}
