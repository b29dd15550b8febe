// A text filter that reaches the URL ~250 ms after the typing stops (Enter sends at once), so the list
// is not asked again for every letter. It follows the URL when something else changes it (reset, Back).
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';

const DELAY_MS = 250;

type DebouncedInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & {
  value: string;
  onCommit: (value: string) => void;
};

export function DebouncedInput({ value, onCommit, onKeyDown, ...props }: DebouncedInputProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);
  // The URL changed: our own commit landing keeps what was typed since; anything else replaces it.
  if (value !== seen) {
    setSeen(value);
    setSent(null);
    if (value !== sent) setDraft(value);
  }
  const commit = (next: string) => {
    setSent(next.trim());
    commitRef.current(next.trim());
  };
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => commit(draft), DELAY_MS);
    return () => clearTimeout(timer);
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- commit reads the latest callback through a ref
  }, [draft, value]);
  return (
    <Input
      {...props}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && draft.trim() !== value) commit(draft);
        onKeyDown?.(e);
      }}
    />
  );
}
