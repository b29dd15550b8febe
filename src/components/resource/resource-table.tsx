// A resource's items as a table: the name column, the definition's columns (secondary ones hide on
// narrow screens), edit and delete. A long list renders only the rows near the screen, scrolled with
// the page; the table keeps its <tr> rows either way.
import { useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Overlaid } from '../../sync/overlay';
import { cn } from '../../lib/cn';
import { pageVirtualOptions } from '../../lib/page-virtual-options';
import { useScrollMargin } from '../../lib/hooks/use-scroll-margin';
import { Card } from '../ui/card';
import type { ResourceCollection, ResourceDefinition } from './define-resource';
import { DeleteResourceDialog } from './delete-resource-dialog';
import { ResourceTableRow } from './resource-table-row';
import { spacerHeights, VIRTUAL_FROM } from './virtual-window';
import type { StoredRow } from '../../db/schema';

const ROW_HEIGHT = 53;

type BodyProps<C extends ResourceCollection, Form extends object> = {
  definition: ResourceDefinition<C, Form>;
  items: Overlaid<StoredRow<C>>[];
  onDelete: (item: Overlaid<StoredRow<C>>) => void;
};

function PlainBody<C extends ResourceCollection, Form extends object>({ definition, items, onDelete }: BodyProps<C, Form>) {
  return (
    <tbody>
      {items.map((item) => (
        <ResourceTableRow key={item.id} definition={definition} item={item} onDelete={() => onDelete(item)} />
      ))}
    </tbody>
  );
}

/** An empty row of the given height, standing in for rows not rendered. */
const Spacer = ({ height, span }: { height: number; span: number }) =>
  height > 0 ? <tr aria-hidden style={{ height }}><td colSpan={span} className="p-0" /></tr> : null;

function VirtualBody<C extends ResourceCollection, Form extends object>({ definition, items, onDelete }: BodyProps<C, Form>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useScrollMargin(bodyRef);
  // oxlint-disable-next-line react/incompatible-library -- the virtualizer hands out new functions each render; this body re-renders with it on purpose
  const virtualizer = useVirtualizer({
    count: items.length,
    ...pageVirtualOptions(),
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => items[index].id,
    overscan: 10,
    scrollMargin,
  });
  const placed = virtualizer.getVirtualItems();
  const { before, after } = spacerHeights(placed, virtualizer.getTotalSize(), scrollMargin);
  const span = definition.list.columns.length + 2;
  return (
    <tbody ref={bodyRef}>
      <Spacer height={before} span={span} />
      {placed.map(({ index }) => (
        <ResourceTableRow
          key={items[index].id}
          definition={definition}
          item={items[index]}
          onDelete={() => onDelete(items[index])}
          measure={{ ref: virtualizer.measureElement, index }}
        />
      ))}
      <Spacer height={after} span={span} />
    </tbody>
  );
}

type ResourceTableProps<C extends ResourceCollection, Form extends object> = {
  definition: ResourceDefinition<C, Form>;
  items: Overlaid<StoredRow<C>>[];
};

export function ResourceTable<C extends ResourceCollection, Form extends object>({ definition, items }: ResourceTableProps<C, Form>) {
  const { i18n } = useLingui();
  const [toDelete, setToDelete] = useState<Overlaid<StoredRow<C>> | null>(null);
  const virtual = items.length > VIRTUAL_FROM;
  const Body = virtual ? VirtualBody : PlainBody;
  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full text-left text-sm" aria-rowcount={virtual ? items.length + 1 : undefined}>
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
          <tr aria-rowindex={virtual ? 1 : undefined}>
            <th scope="col" className="px-3 py-2 font-medium">{i18n._(definition.names.name)}</th>
            {definition.list.columns.map((column) => (
              <th key={column.key} scope="col" className={cn('px-3 py-2 font-medium', column.show)}>
                {i18n._(column.header)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2"><span className="sr-only"><Trans>Actions</Trans></span></th>
          </tr>
        </thead>
        <Body definition={definition} items={items} onDelete={setToDelete} />
      </table>
      <DeleteResourceDialog definition={definition} item={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
