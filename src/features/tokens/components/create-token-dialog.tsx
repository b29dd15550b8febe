// Making a token: a name and, optionally, the delivery services it is limited to; then its secret, once.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type { ApiTokenCreated } from '../../../contract';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useReferenceList } from '../../../session/use-reference-list';
import { createToken } from '../data/token-requests';
import { TokenSecret } from './token-secret';

export function CreateTokenDialog({ disabled, onCreated }: { disabled: boolean; onCreated: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<ApiTokenCreated | null>(null);
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setMade(null);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button disabled={disabled}><Plus className="size-4" aria-hidden /> <Trans>Create token</Trans></Button>
      </DialogTrigger>
      {open && (
        <DialogContent className="flex max-h-[90vh] w-[min(94vw,36rem)] flex-col gap-4 overflow-y-auto">
          <DialogTitle>{made ? t`Token ${made.name} is ready` : t`New API token`}</DialogTitle>
          <DialogDescription>
            {made ? <Trans>Give it to the system that will call the API, in the Authorization header.</Trans> : <Trans>A token lets your shop's own systems call the API as you, with your roles.</Trans>}
          </DialogDescription>
          {made ? (
            <>
              <TokenSecret secret={made.token} />
              <div className="flex justify-end"><Button onClick={() => change(false)}>{t`Done`}</Button></div>
            </>
          ) : (
            <TokenForm onCancel={() => change(false)} onMade={(token) => { setMade(token); onCreated(); }} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function TokenForm({ onCancel, onMade }: { onCancel: () => void; onMade: (token: ApiTokenCreated) => void }) {
  const { t } = useLingui();
  const providers = useReferenceList('providers') ?? [];
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = name.trim() ? null : t`Please enter a name`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      onMade(await createToken({ name: name.trim(), providers: chosen }));
    } catch {
      // The client has told the user (a toast); the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  const toggle = (key: string, on: boolean) => setChosen((list) => (on ? [...list, key] : list.filter((k) => k !== key)));
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <Field label={t`Token name`} error={tried && problem ? problem : undefined} hint={t`Say what will use it, e.g. "Shop backend".`}>
        <Input name="name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700"><Trans>Delivery services</Trans></legend>
        <p className="text-xs text-slate-500"><Trans>None chosen: the token works with every service. Chosen: it prices and ships with those only.</Trans></p>
        {/* Rows 8 px apart: a 16 px box keeps 24 px of its own to touch (WCAG 2.5.8). */}
        <div className="grid max-h-48 gap-x-4 gap-y-2 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
          {providers.map((p) => (
            <label key={p.key} className="flex items-center gap-2 text-sm text-slate-800">
              <Checkbox name="providers" value={p.key} checked={chosen.includes(p.key)} onChange={(e) => toggle(p.key, e.target.checked)} />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>{t`Cancel`}</Button>
        <Button type="submit" disabled={busy}>{busy ? t`Creating…` : t`Create token`}</Button>
      </div>
    </form>
  );
}
