// The line a virtual table shows in its body while its first rows are on their way. The table is mounted
// around it on purpose: its mount measures the page, cheap before the rows and a long task with them.
import type { ReactNode } from 'react';

export function TableWaitingRow({ children }: { children: ReactNode }) {
  return (
    <div role="row">
      <div role="cell" aria-live="polite" className="flex items-center justify-center gap-2 px-3 py-10 text-sm text-slate-600">
        {children}
      </div>
    </div>
  );
}
