// Create or edit a tariff rule: name (required), description, status, and its conditions and actions as rows
// the rule schema drives. Saving is local (the outbox), so the editor works offline; the schema comes from the
// device's store, pulled with the reference lists.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TariffRuleSchema } from '../../../contract/tariff-rules';
import { Page } from '../../../components/layout/page';
import { LoadingState, NotLoadedState } from '../../../components/resource/list-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { notices } from '../../../components/ui/notices';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useReferenceList } from '../../../session/use-reference-list';
import { createRule, updateRule } from '../data/save-rule';
import { useRules } from '../data/use-rules';
import { emptyRuleDraft, ruleDraftOf, ruleInputOf, validateRuleDraft, type RuleDraft, type RuleProblem } from '../lib/rule-draft';
import { RulePreview } from './rule-preview';
import { RuleRowsEditor } from './rule-rows-editor';

const NAME_MAX = 100;
const DESCRIPTION_MAX = 1000;

/** `id`: the rule to edit; none for a new rule. */
export function RuleFormPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const schemaList = useReferenceList('ruleSchema');
  const rules = useRules();
  const title = id ? t`Edit tariff rule` : t`New tariff rule`;
  const rule = id ? rules?.find((r) => r.id === id) : undefined;

  if (schemaList === undefined || (id && rules === undefined)) return <Page title={title}><LoadingState /></Page>;
  const schema = schemaList[0];
  if (!schema) {
    return (
      <Page title={title}>
        <NotLoadedState>
          <Trans>The rule editor's fields have not been loaded on this device yet. They will appear when you are online.</Trans>
        </NotLoadedState>
      </Page>
    );
  }
  if (id && !rule) {
    return (
      <Page title={title}>
        <NotLoadedState>
          <Trans>This rule is not on this device: it may have been deleted, or the link is wrong.</Trans>
          <Link to="/editors/tariff/rules" className="text-primary hover:underline"><Trans>Back to tariff rules</Trans></Link>
        </NotLoadedState>
      </Page>
    );
  }
  return (
    <Page title={title}>
      {/* Keyed by id: a sync that updates the rule meanwhile must not wipe what the user typed. */}
      <RuleForm key={id ?? 'new'} schema={schema} initial={rule ? ruleDraftOf(rule) : emptyRuleDraft()} rule={rule} />
    </Page>
  );
}

type RuleFormProps = { schema: TariffRuleSchema; initial: RuleDraft; rule?: { id: string; version?: number } };

function RuleForm({ schema, initial, rule }: RuleFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = tried ? validateRuleDraft(draft, schema) : {};
  const message = (problem: RuleProblem) =>
    problem === 'nameRequired' ? t`Please enter a name` : problem === 'required' ? t`Please enter value` : t`Invalid value`;
  const patch = (part: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...part }));
  // A condition "delivery service = X" narrows the tariffs a tariff row offers.
  const providerKey = draft.conditions.find((r) => r.field === 'providerKey' && r.operator === '=')?.value || undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(validateRuleDraft(draft, schema)).length) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      const fields = ruleInputOf(draft, schema);
      if (rule) await updateRule(rule, fields);
      else await createRule(fields);
      notices.show(navigator.onLine ? t`Rule saved` : t`Rule saved on this device; it will be sent when online`, 4000, 'success');
      await navigate({ to: '/editors/tariff/rules' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
      <Card className="grid gap-3 sm:grid-cols-2">
        <Field label={`${t`Rule name`} *`} error={problems.name ? message(problems.name) : undefined}>
          <Input value={draft.name} maxLength={NAME_MAX} onChange={(e) => patch({ name: e.target.value })} />
        </Field>
        <Field label={t`Status`}>
          <Select value={draft.status} onChange={(e) => patch({ status: e.target.value === 'disabled' ? 'disabled' : 'enabled' })}>
            <option value="enabled">{t`Enabled`}</option>
            <option value="disabled">{t`Disabled`}</option>
          </Select>
        </Field>
        <div className="sm:col-span-2">
          <Field label={t`Description`}>
            <Textarea value={draft.description} maxLength={DESCRIPTION_MAX} rows={2} onChange={(e) => patch({ description: e.target.value })} />
          </Field>
        </div>
      </Card>
      <Card>
        <RuleRowsEditor
          list="conditions" title={t`Conditions`} schema={schema} rows={draft.conditions} problems={problems} message={message}
          onChange={(conditions) => patch({ conditions })} providerKey={providerKey}
        />
      </Card>
      <Card>
        <RuleRowsEditor
          list="actions" title={t`Actions`} schema={schema} rows={draft.actions} problems={problems} message={message}
          onChange={(actions) => patch({ actions })}
        />
      </Card>
      <Card>
        <RulePreview draft={draft} schema={schema} ruleId={rule?.id} onProblems={() => setTried(true)} />
      </Card>
      <p className="text-xs text-slate-500"><Trans>Fields marked * are required.</Trans></p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}><Trans>Save</Trans></Button>
        <Button asChild variant="secondary"><Link to="/editors/tariff/rules"><Trans>Cancel</Trans></Link></Button>
      </div>
    </form>
  );
}
