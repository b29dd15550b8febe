// A list typed as rows (payment types, a status mapping): each row's own controls, a remove button named by
// the row's number, the list's message, and a button that adds a row.
import type { ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type RowListProps<Row> = {
  rows: Row[];
  onChange: (rows: Row[]) => void;
  error?: string;
  /** A new row's values. */
  blank: Row;
  addLabel: string;
  removeLabel: (n: number) => string;
  /** The row's controls; `update` replaces this row. */
  children: (row: Row, n: number, update: (row: Row) => void) => ReactNode;
};

export function RowList<Row>({ rows, onChange, error, blank, addLabel, removeLabel, children }: RowListProps<Row>) {
  return (
    <div className="flex flex-col gap-2" data-slot="field">
      {rows.map((row, index) => (
        <div key={index} className="flex flex-wrap items-center gap-2">
          {children(row, index + 1, (next) => onChange(rows.map((r, i) => (i === index ? next : r))))}
          <Button type="button" variant="ghost" size="icon" aria-label={removeLabel(index + 1)} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            <Trash2 className="size-4 text-red-600" aria-hidden />
          </Button>
        </div>
      ))}
      {error && <p role="alert" className="text-xs text-red-600">{error}</p>}
      <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => onChange([...rows, blank])}>
        <Plus className="size-4" aria-hidden /> {addLabel}
      </Button>
    </div>
  );
}
