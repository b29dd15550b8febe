// A new token's secret, shown this once: read-only, selected for copying, a copy button that says it copied,
// and the warning that it will not be shown again.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

export function TokenSecret({ secret }: { secret: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(secret).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="alert">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        <Trans>Copy the token now and keep it somewhere safe: it will not be shown again.</Trans>
      </p>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Field label={t`Token`}>
            <Input readOnly value={secret} className="font-mono text-xs" data-testid="token-secret" onFocus={(e) => e.currentTarget.select()} />
          </Field>
        </div>
        <Button variant="secondary" onClick={copy} aria-live="polite">
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
          {copied ? t`Copied` : t`Copy`}
        </Button>
      </div>
    </div>
  );
}
