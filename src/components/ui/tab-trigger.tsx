// A tab of the console's underlined tab bars (points views, the point pickers, an order's sections).
import type { ComponentProps } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '../../lib/cn';

export function TabTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        '-mb-px border-b-2 border-transparent px-3 py-2 text-sm whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary',
        className,
      )}
      {...props}
    />
  );
}
