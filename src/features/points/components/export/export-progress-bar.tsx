// A bar for a step with a known size (rows prepared of all) or without one (the file being written).
import { cn } from '../../../../lib/cn';

type ExportProgressBarProps = { label: string; value?: number; max?: number; valueText?: string };

export function ExportProgressBar({ label, value, max, valueText }: ExportProgressBarProps) {
  const known = value !== undefined && max !== undefined && max > 0;
  const share = known ? Math.min(1, value / max) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-slate-100"
    >
      <div
        className={cn('h-full rounded-full', known ? 'bg-primary transition-[width] duration-300 ease-out' : 'w-1/3 animate-pulse bg-primary/40')}
        style={known ? { width: `${share * 100}%` } : undefined}
      />
    </div>
  );
}
