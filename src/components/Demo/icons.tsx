import React, { type ReactNode } from 'react';

/** Line icons for the demo toolbar, drawn for this site (24 x 24, current colour). */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const CodeIcon = () => (
  <Icon>
    <path d="M8.5 7 3.5 12l5 5M15.5 7l5 5-5 5" />
  </Icon>
);

export const FocusIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3.5" />
    <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
  </Icon>
);

export const ResetIcon = () => (
  <Icon>
    <path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3" />
    <path d="M4.5 3.5v4h4" />
  </Icon>
);

export const BoltIcon = () => (
  <Icon>
    <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />
  </Icon>
);

export const BoxIcon = () => (
  <Icon>
    <path d="m12 2.5 8.5 4.75v9.5L12 21.5l-8.5-4.75v-9.5z" />
    <path d="m3.5 7.25 8.5 4.75 8.5-4.75M12 12v9.5" />
  </Icon>
);

export const SourceIcon = () => (
  <Icon>
    <path d="M14 2.5H6.5a2 2 0 0 0-2 2v15a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V8z" />
    <path d="M14 2.5V8h5.5M10.5 12.5l-2 2 2 2M13.5 12.5l2 2-2 2" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon>
    <path d="m7 10 5 5 5-5" />
  </Icon>
);

export const CheckIcon = () => (
  <Icon>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
