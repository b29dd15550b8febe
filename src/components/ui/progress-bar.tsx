// A progress bar for long work: a known share (stored of total, rows of all) or, without one, a pulsing
// stub. The fill jumps to each new share without a transition: the share moves several times a second
// during a pull, so any transition would keep the page drawing frames for minutes, on the cores the pull
// itself needs. Scaled, not sized, so a step repaints the bar alone.
import { Progress } from 'radix-ui';
import { cn } from '../../lib/cn';

type ProgressBarProps = { label: string; value?: number; max?: number; valueText?: string; className?: string };

export function ProgressBar({ label, value, max, valueText, className }: ProgressBarProps) {
  const known = value !== undefined && max !== undefined && max > 0;
  const share = known ? Math.min(1, value / max) : 0;
  return (
    <Progress.Root
      aria-label={label}
      value={known ? Math.min(value, max) : null}
      max={known ? max : undefined}
      getValueLabel={() => valueText ?? ''}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-100', className)}
    >
      <Progress.Indicator
        className={cn('h-full', known ? 'origin-left bg-primary' : 'w-1/3 animate-pulse rounded-full bg-primary/40')}
        style={known ? { transform: `scaleX(${share})` } : undefined}
      />
    </Progress.Root>
  );
}
