// One edit the server refused because the record changed since it was made (412): each field someone
// changed, with the value both started from, the user's and the server's now; the user keeps theirs, takes
// the server's, or picks per field (docs/sync.md "Conflicts"). Nothing the user typed is lost until they
// take the server's.
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxEntry } from '../../../db/outbox-entry';
import { Button } from '../../../components/ui/button';
import { useChangeLabel } from '../../../components/sync/use-change-label';
import { defaultChoices, fieldConflicts, mergedBody, valueAt, type FieldChoice, type FieldConflict } from '../../../sync/conflicts/field-conflicts';
import { conflictCurrent, sendOnTheirVersion, takeTheirs } from '../../../sync/conflicts/resolve-conflict';
import { shownBody } from '../../../sync/conflicts/screen-additions';
import { fieldLabel } from './field-names';

type Json = Record<string, unknown>;

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function ConflictCard({ entry }: { entry: OutboxEntry }) {
  const { i18n } = useLingui();
  const label = useChangeLabel();
  const current = conflictCurrent(entry)!;
  const mine = useMemo(() => (entry.request.body ?? {}) as Json, [entry.request.body]);
  const conflicts = useMemo(() => fieldConflicts(entry.base ?? {}, mine, current), [entry.base, mine, current]);
  // The user's values as the screen showed them: a secret typed in the form as its mask.
  const mineShown = useMemo(() => shownBody(entry), [entry]);
  const [choices, setChoices] = useState<Record<string, FieldChoice>>(() => defaultChoices(conflicts));
  const choose = (path: string, choice: FieldChoice) => setChoices((all) => ({ ...all, [path]: choice }));
  const titleId = `conflict-${entry.id}`;

  return (
    <section aria-labelledby={titleId} data-testid="conflict" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-white p-4">
      <div>
        <h2 id={titleId} className="font-semibold">{label(entry)}</h2>
        <p className="text-sm text-slate-600"><Trans>Someone changed this record after you started your edit. Choose what to keep.</Trans></p>
      </div>
      {conflicts.map((c) => (
        <ConflictField key={c.path} conflict={c} yours={valueAt(mineShown, c.path)} name={fieldLabel(c.path, i18n)} group={`${titleId}-${c.path}`} choice={choices[c.path]} onChoose={(choice) => choose(c.path, choice)} />
      ))}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void sendOnTheirVersion(entry, mergedBody(mine, current, choices))}><Trans>Save the chosen values</Trans></Button>
        <Button variant="secondary" onClick={() => void sendOnTheirVersion(entry, mine)}><Trans>Keep mine</Trans></Button>
        <Button variant="secondary" onClick={() => void takeTheirs(entry)}><Trans>Take theirs</Trans></Button>
      </div>
    </section>
  );
}

type ConflictFieldProps = { conflict: FieldConflict; yours: unknown; name: string; group: string; choice: FieldChoice | undefined; onChoose: (choice: FieldChoice) => void };

function ConflictField({ conflict, yours: mine, name, group, choice, onChoose }: ConflictFieldProps) {
  const { t } = useLingui();
  const before = shown(conflict.base);
  const yours = shown(mine);
  const theirs = shown(conflict.theirs);
  return (
    <fieldset className="flex flex-col gap-1 rounded-md border border-slate-200 p-3 text-sm">
      <legend className="px-1 font-medium">{name}</legend>
      <p className="text-slate-600">{t`Before: ${before}`}</p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name={group} className="size-5" checked={choice === 'mine'} onChange={() => onChoose('mine')} />
        <span>{t`Yours: ${yours}`}</span>
      </label>
      <label className="flex min-h-11 items-center gap-2">
        <input type="radio" name={group} className="size-5" checked={choice === 'theirs'} onChange={() => onChoose('theirs')} />
        <span>{t`On the server now: ${theirs}`}</span>
      </label>
    </fieldset>
  );
}
