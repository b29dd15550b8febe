// Under an order's actions: why editing or cancelling is not offered, by the contract's rule
// (src/contract/order-rules.ts), so a missing button is never a riddle. A cancelled order says only that.
import { useLingui } from '@lingui/react/macro';
import type { OrderStatusKey } from '../../../../contract/constants';
import { orderActionRefusal } from '../../../../contract/order-rules';
import { useKeyNames } from '../../../../session/use-key-names';
import { cannotCancelText, REFUSAL_TEXTS } from '../../lib/refusal-texts';

export function RefusalNotes({ status }: { status: OrderStatusKey }) {
  const { i18n } = useLingui();
  const statusName = useKeyNames('statuses');
  const cancel = orderActionRefusal('cancel', status);
  const edit = cancel === 'alreadyCancelled' ? null : orderActionRefusal('edit', status);
  const notes = [
    edit && edit !== 'cannotCancel' ? i18n._(REFUSAL_TEXTS[edit]) : null,
    cancel === 'cannotCancel' ? i18n._(cannotCancelText(statusName(status))) : cancel ? i18n._(REFUSAL_TEXTS[cancel]) : null,
  ].filter((note): note is string => Boolean(note));
  if (!notes.length) return null;
  return (
    <ul data-testid="refusal-notes" className="flex flex-col gap-0.5 text-sm text-slate-600">
      {notes.map((note) => <li key={note}>{note}</li>)}
    </ul>
  );
}
