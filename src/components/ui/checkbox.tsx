// A native checkbox with the console's accent colour; `indeterminate` for "some rows selected".
import { useEffect, useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Checkbox({ className, indeterminate = false, ...props }: ComponentProps<'input'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" data-slot="checkbox" className={cn('size-4 accent-primary', className)} {...props} />;
}
