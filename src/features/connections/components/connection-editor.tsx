// The connection form: name and INN, the three rates, then the provider's own fields from its
// connect schema. Checks everything on submit and hands a valid input to the page, with what the device
// may show of it (secrets masked), which saves it locally; nothing here waits for the network.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ConnectionInput, SchemaField } from '../../../contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { ParamDraft } from '../lib/connect-fields';
import {
  checkDraft, inputOf, paramKey, RATE_FIELDS, shownOf, type ConnectionDraft, type FormProblems, type RateField,
} from '../lib/connection-form';
import { ParamField } from './param-field';
import { RateFields } from './rate-fields';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

type ConnectionEditorProps = {
  providerKey: string;
  fields: SchemaField[];
  initial: ConnectionDraft;
  /** Names of the provider's other connections: the server refuses a second one (040902). */
  takenNames: string[];
  /** `shown`: what the screens show of the change until the server answers (secrets masked). */
  onSave: (input: ConnectionInput, shown: Pick<ConnectionInput, 'connectParams'>) => Promise<void>;
  cancel: ReactNode;
};

export function ConnectionEditor({ providerKey, fields, initial, takenNames, onSave, cancel }: ConnectionEditorProps) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  useFocusFirstInvalid(form, attempt);

  const error = (key: string) => (problems[key] ? i18n._(problems[key]) : undefined);
  // Once the user was told about a field, its message follows what they type.
  const recheck = (next: ConnectionDraft) => {
    setDraft(next);
    if (attempt) setProblems(checkDraft(next, fields, takenNames));
  };
  const setParam = (code: string, value: ParamDraft) => recheck({ ...draft, params: { ...draft.params, [code]: value } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkDraft(draft, fields, takenNames);
    setProblems(found);
    if (Object.keys(found).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const input = inputOf(draft, fields, providerKey);
      await onSave(input, shownOf(draft, fields, input));
    } finally {
      setBusy(false);
    }
  }

  const rateErrors = Object.fromEntries(RATE_FIELDS.map((f) => [f, error(f)])) as Partial<Record<RateField, string>>;
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-4" aria-label={t`Connection`}>
      <Card className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900"><Trans>Connection</Trans></h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={`${t`Connection name`} *`} error={error('name')} hint={t`From 2 to 100 characters`}>
            <Input name="name" aria-required autoComplete="off" value={draft.name} onChange={(e) => recheck({ ...draft, name: e.target.value })} />
          </Field>
          <Field label={t`INN`} error={error('inn')} hint={t`10 digits for a company, 12 for a sole trader`}>
            <Input name="inn" inputMode="numeric" autoComplete="off" maxLength={12} value={draft.inn} onChange={(e) => recheck({ ...draft, inn: e.target.value })} />
          </Field>
        </div>
        <RateFields values={draft} errors={rateErrors} onChange={(name, value) => recheck({ ...draft, [name]: value })} />
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="text-base font-semibold text-slate-900"><Trans>Delivery service settings</Trans></h2>
        {fields.length ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((f) => (
              <div key={f.code} className={f.multiple ? 'sm:col-span-2' : undefined}>
                <ParamField
                  field={f} providerKey={providerKey} value={draft.params[f.code] ?? ''} saved={draft.saved[f.code]}
                  error={error(paramKey(f.code))} onChange={(v) => setParam(f.code, v)}
                />
              </div>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-600"><Trans>This delivery service needs no settings of its own.</Trans></p>
        )}
      </Card>
      <p className="text-xs text-slate-500"><Trans>Fields marked * are required.</Trans></p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}><Trans>Save</Trans></Button>
        {cancel}
      </div>
    </form>
  );
}
