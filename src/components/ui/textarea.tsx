import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'min-h-20 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs outline-none max-sm:text-base',
        'focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
