// One rule in the list: its place, name and description, who made and last changed it, how many
// conditions and actions it has, its switch and what can be done with it.
import { Link } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { ChangeBadge } from '../../../components/sync/change-badge';
import { cn } from '../../../lib/cn';
import type { MoveStep } from '../data/use-move-rule';
import type { RuleItem as Rule } from '../data/use-rules';
import { DeleteRuleButton } from './delete-rule-button';
import { DuplicateRuleButton } from './duplicate-rule-button';
import { RuleMoveButtons } from './rule-move-buttons';
import { RuleStatusSwitch } from './rule-status-switch';

type RuleItemProps = {
  rule: Rule;
  /** Its place among the rules the server has; -1 for one made here and not yet sent. */
  place: number;
  count: number;
  moveBusy: boolean;
  onMove: (id: string, step: MoveStep) => void;
};

export function RuleItem({ rule, place, count, moveBusy, onMove }: RuleItemProps) {
  const { author, user } = rule;
  const conditions = rule.conditions?.length ?? 0;
  const actions = rule.actions?.length ?? 0;
  const off = rule.status !== 'enabled';
  return (
    <li data-rule-id={rule.id} data-status={rule.status} className="flex flex-wrap items-start gap-x-3 gap-y-2 p-3 md:flex-nowrap md:items-center">
      <span className="flex items-center gap-1">
        <RuleMoveButtons
          name={rule.name} busy={moveBusy} onMove={(step) => onMove(rule.id, step)}
          canMove={{ up: place > 0, down: place >= 0 && place < count - 1 }}
        />
        <span className="w-8 text-center text-sm font-semibold text-slate-500 tabular-nums" title={String(rule.priority ?? '')}>
          {rule.priority ?? '—'}
        </span>
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/editors/tariff/rules/$id/edit" params={{ id: rule.id }}
            className={cn('font-medium break-words text-slate-900 hover:text-primary hover:underline', off && 'text-slate-500')}
          >
            {rule.name}
          </Link>
          <ChangeBadge row={rule} />
        </div>
        {rule.description && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">{rule.description}</p>}
        <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
          {author && <span><Trans>Author: {author}</Trans></span>}
          {user && <span><Trans>Changed by: {user}</Trans></span>}
          <span><Plural value={conditions} one="# condition" other="# conditions" /></span>
          <span><Plural value={actions} one="# action" other="# actions" /></span>
        </p>
      </div>
      <div className="flex w-full items-center justify-between gap-2 md:w-auto md:justify-end">
        <RuleStatusSwitch rule={rule} />
        <span className="flex items-center gap-1">
          <DuplicateRuleButton rule={rule} />
          <DeleteRuleButton rule={rule} />
        </span>
      </div>
    </li>
  );
}
