import React from 'react';

/** A decorative single-path icon on a 24-unit grid, in the current colour. */
export function Glyph({ d, size, className }: { d: string; size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const MAGNIFIER =
  'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z';

/** The magnifier; its own module so the navbar trigger ships without the dialog's icons. */
export function SearchIcon({ className }: { className?: string }) {
  return <Glyph d={MAGNIFIER} size={20} className={className} />;
}
