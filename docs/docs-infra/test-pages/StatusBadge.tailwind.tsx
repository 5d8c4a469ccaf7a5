import * as React from 'react';

export default function StatusBadge() {
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-emerald-600 px-3 py-1 text-sm font-semibold text-white dark:bg-emerald-500">
      <span className="size-2 rounded-full bg-current" />
      All systems operational
    </span>
  );
}
