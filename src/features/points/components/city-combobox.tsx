// The city filter: a combobox (WAI-ARIA 1.2 pattern) suggesting the cities of the points on this device,
// with their point counts, so a field worker offline finds "Нижний Новгород" by typing "нижн". Typing only
// suggests; choosing (a click, arrows and Enter, or Enter for the first suggestion) puts the city into the
// URL, since a half-typed city would filter the list down to nothing. While the points worker starts (a second
// or more with 100,000 points) there is nothing to suggest yet: the box says it is preparing, then suggests.
import { useId, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LoaderCircle, X } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { foldText } from '../../../contract/point-filter';
import { cn } from '../../../lib/cn';
import { useCatalogStatus, useWorkerAnswer } from '../data/points-client';

const SUGGESTIONS = 8;

type CityComboboxProps = {
  id?: string;
  value: string;
  onChange: (city: string | undefined) => void;
  /** Any typed city counts when the field is left, not only one of the points' (the calculator's from and to). */
  freeText?: boolean;
  placeholder?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

export function CityCombobox({ id, value, onChange, freeText = false, placeholder, ...aria }: CityComboboxProps) {
  const { t, i18n } = useLingui();
  const listId = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [open, setOpen] = useState(false);
  // The highlighted city by name, not by place: a list refreshed under the arrow keys keeps it.
  const [activeCity, setActiveCity] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const typed = foldText(text);
  // The worker's answer for the previous text stays until the new one arrives: only its cities that
  // still fit are shown, so a quick ArrowDown and Enter never picks a city that does not match.
  const answer = useWorkerAnswer((w) => w.cities(text, SUGGESTIONS), [text]);
  const suggestions = (answer ?? []).filter((s) => foldText(s.city).includes(typed));
  const shown = open ? suggestions : [];
  const { ready } = useCatalogStatus();
  const preparing = open && typed !== '' && !ready;
  const active = shown.findIndex((s) => s.city === activeCity);

  const choose = (city: string | undefined) => {
    setOpen(false);
    setActiveCity(null);
    setText(city ?? '');
    if ((city ?? '') !== value) onChange(city);
  };
  /** Leaving the field: an exact city (whatever its case) is taken, an empty field clears, anything else
   *  goes back to the chosen city (with `freeText`, is taken as typed). */
  const settle = () => {
    if (!typed) return choose(undefined);
    const exact = suggestions.find((s) => foldText(s.city) === typed);
    if (exact) return choose(exact.city);
    if (freeText) return choose(text.trim());
    setOpen(false);
    setText(value);
  };
  /** Enter without a highlighted city: the city typed exactly, else the first one suggested for it. */
  const chooseTyped = () => {
    const pick = suggestions.find((s) => foldText(s.city) === typed) ?? suggestions[0];
    if (typed && pick) choose(pick.city);
    else settle();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      if (!shown.length) return;
      const down = e.key === 'ArrowDown';
      const next = active < 0 ? (down ? 0 : shown.length - 1) : (active + (down ? 1 : -1) + shown.length) % shown.length;
      setActiveCity(shown[next].city);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (open && active >= 0 && shown[active]) choose(shown[active].city);
      else chooseTyped();
    } else if (e.key === 'Escape') {
      if (open) setOpen(false);
      else setText(value);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        {...aria}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder ?? t`Any city`}
        value={text}
        className={value ? 'pr-8' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActiveCity(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={settle}
        onKeyDown={onKeyDown}
      />
      {/* 24 px in any UI size: the smallest target a finger can hit (WCAG 2.5.8). */}
      {value && (
        <button
          type="button"
          aria-label={t`Clear city`}
          onClick={() => choose(undefined)}
          className="absolute top-1/2 right-1 flex size-[24px] -translate-y-1/2 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Cities`}
        hidden={shown.length === 0}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {shown.map((s, index) => (
          <li
            key={s.city}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the field, so choosing does not first run the blur's settle.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(s.city)}
            onMouseMove={() => setActiveCity(s.city)}
            className={cn('flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5', index === active && 'bg-slate-100')}
          >
            <span className="truncate">{s.city || t`(no city)`}</span>
            <span className="shrink-0 text-xs text-slate-500 tabular-nums">{i18n.number(s.count)}</span>
          </li>
        ))}
      </ul>
      {preparing && (
        <p role="status" className="absolute inset-x-0 top-full z-20 mt-1 flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg">
          <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden />
          {t`Preparing city suggestions…`}
        </p>
      )}
    </div>
  );
}
