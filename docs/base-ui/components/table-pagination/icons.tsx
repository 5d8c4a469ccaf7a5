import * as React from 'react';

type IconProps = React.SVGProps<SVGSVGElement>;

/** Outline icons drawn on a 24 × 24 grid; decorative, so hidden from screen readers. */
function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

export function ChevronLeftIcon() {
  return (
    <Icon>
      <path d="m15 6-6 6 6 6" />
    </Icon>
  );
}

export function ChevronRightIcon() {
  return (
    <Icon>
      <path d="m9 6 6 6-6 6" />
    </Icon>
  );
}

export function FirstPageIcon() {
  return (
    <Icon>
      <path d="m17 6-6 6 6 6M7 6v12" />
    </Icon>
  );
}

export function LastPageIcon() {
  return (
    <Icon>
      <path d="m7 6 6 6-6 6M17 6v12" />
    </Icon>
  );
}
