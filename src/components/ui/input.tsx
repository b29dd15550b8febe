import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      className={cn(
        'h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-sm shadow-xs outline-none max-sm:h-11 max-sm:text-base',
        'focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
