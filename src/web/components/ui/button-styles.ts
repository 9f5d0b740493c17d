// One look for actions, whether they are buttons (they do something) or links (they go
// somewhere): a link styled as a button stays a link for assistive technology.
// `link` is a quiet text action inside a form ("Forgot your password?", "Change number").
export type ButtonVariant = 'primary' | 'secondary' | 'link';
export type ButtonSize = 'md' | 'sm';

const solid =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold no-underline ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-6 py-2 text-base',
  sm: 'min-h-10 px-4 py-1.5 text-sm',
};

const variants: Record<ButtonVariant, string> = {
  primary: `${solid} bg-accent text-on-accent hover:bg-accent-strong`,
  secondary: `${solid} border-2 border-accent text-accent hover:bg-accent hover:text-on-accent`,
  link:
    'inline-flex min-h-11 items-center gap-2 rounded-sm text-left font-semibold text-accent ' +
    'underline underline-offset-[0.2em] hover:text-accent-strong ' +
    'disabled:cursor-not-allowed disabled:text-ink-muted disabled:no-underline',
};

export function buttonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
): string {
  return variant === 'link' ? variants.link : `${variants[variant]} ${sizes[size]}`;
}
