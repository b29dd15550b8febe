// One item in a resource's table: its name (to the details) with the sync badge, the definition's
// columns, edit and delete. Every action is a real link or button for the keyboard.
import type { Ref } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import type { Overlaid } from '../../sync/overlay';
import { cn } from '../../lib/cn';
import { ChangeBadge } from '../sync/change-badge';
import { Button } from '../ui/button';
import { titleOf, type ResourceCollection, type ResourceDefinition } from './define-resource';
import type { StoredRow } from '../../db/schema';

type ResourceTableRowProps<C extends ResourceCollection, Form extends object> = {
  definition: ResourceDefinition<C, Form>;
  item: Overlaid<StoredRow<C>>;
  onDelete: () => void;
  /** Set in a virtualized table: the row measures itself, and says where it stands in the whole list. */
  measure?: { ref: Ref<HTMLTableRowElement>; index: number };
};

export function ResourceTableRow<C extends ResourceCollection, Form extends object>({ definition, item, onDelete, measure }: ResourceTableRowProps<C, Form>) {
  const { t } = useLingui();
  const { routes, list } = definition;
  const name = titleOf(definition, item);
  return (
    <tr
      ref={measure?.ref}
      data-index={measure?.index}
      aria-rowindex={measure && measure.index + 2}
      className="border-t border-slate-100 align-top"
      data-row-id={item.id}
    >
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <Link {...(routes.details ?? routes.edit)(item.id)} className="font-medium text-primary hover:underline">
            {name}
          </Link>
          <ChangeBadge row={item} />
        </div>
        {list.secondLine && <div className={cn('text-xs text-slate-500', list.secondLine.show)}>{list.secondLine.cell(item)}</div>}
      </td>
      {list.columns.map((column) => (
        <td key={column.key} className={cn('px-3 py-2', column.show, column.className)}>
          {column.cell(item)}
        </td>
      ))}
      <td className="px-3 py-1 text-right whitespace-nowrap">
        <Button asChild variant="ghost" size="icon" title={t`Edit`}>
          <Link {...routes.edit(item.id)} aria-label={t`Edit ${name}`}>
            <Pencil className="size-4" aria-hidden />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" title={t`Delete`} aria-label={t`Delete ${name}`} onClick={onDelete}>
          <Trash2 className="size-4 text-red-600" aria-hidden />
        </Button>
      </td>
    </tr>
  );
}
