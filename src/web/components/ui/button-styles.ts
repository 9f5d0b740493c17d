// One look for actions, whether they are buttons (they do something) or links (they go
// somewhere): a link styled as a button stays a link for assistive technology.
export type ButtonVariant = 'primary' | 'secondary';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2 text-base ' +
  'font-semibold no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-strong',
  secondary: 'border-2 border-accent text-accent hover:bg-accent hover:text-on-accent',
};

export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `${base} ${variants[variant]}`;
}
