// Small decorative icons of the header, the mobile menu, the footer and the call-now bar. The
// text beside each (or a screen-reader-only label) says what it means.
interface IconProps {
  className?: string;
}

function Icon({ className = 'size-5 shrink-0', d }: IconProps & { d: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className}>
      <path fill="currentColor" d={d} />
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Icon {...props} d="M2.5 4.5h15v2h-15zm0 4.5h15v2h-15zm0 4.5h15v2h-15z" />
);

export const CloseIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4L10 11.4l-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z"
  />
);

/** A four-pointed sparkle, for Win Credits. */
export const SparkleIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="m10 1.5 1.9 5.2 5.3 1.9-5.3 1.9L10 15.7l-1.9-5.2-5.3-1.9 5.3-1.9Zm5.5 10.3.8 2.1 2.2.8-2.2.8-.8 2.1-.8-2.1-2.1-.8 2.1-.8Z"
  />
);

export const PhoneIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M5.3 1.8 7.9 4.4c.5.5.5 1.2.1 1.7L6.6 7.6a11 11 0 0 0 5.8 5.8L13.9 12c.5-.4 1.2-.4 1.7.1l2.6 2.6c.5.5.5 1.3 0 1.8l-1.3 1.3c-.8.8-2 1.1-3.1.7A17.3 17.3 0 0 1 1.5 6.2c-.4-1.1-.1-2.3.7-3.1l1.3-1.3c.5-.5 1.3-.5 1.8 0Z"
  />
);

export const MailIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M2.5 4h15c.6 0 1 .4 1 1v10c0 .6-.4 1-1 1h-15c-.6 0-1-.4-1-1V5c0-.6.4-1 1-1Zm.9 2v.3L10 10.6l6.6-4.3V6H3.4Zm13.2 2.5L10 12.8 3.4 8.5V14h13.2V8.5Z"
  />
);

export const PinIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.2a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4Z"
  />
);

export const ClockIcon = (props: IconProps) => (
  <Icon
    {...props}
    d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm0 1.8a6.7 6.7 0 1 1 0 13.4 6.7 6.7 0 0 1 0-13.4Zm-.9 2.4v5l4 2.4.9-1.5-3.1-1.9v-4H9.1Z"
  />
);
