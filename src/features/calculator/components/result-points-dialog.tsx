// A point tariff's points near the recipient, as a list or on the map: choosing one starts the order from this
// result with that point as the pickup point.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { PointChoice, warmUpMap } from '../../points';

type ResultPointsDialogProps = { pointIds: string[]; title: string; onPick: (pointId: string) => void };

export function ResultPointsDialog({ pointIds, title, onPick }: ResultPointsDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <button type="button" onPointerEnter={warmUpMap} onFocus={warmUpMap} className="block text-left text-xs text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary">
          <Trans>{pointIds.length} points near the recipient: show on the map</Trans>
        </button>
      </DialogTrigger>
      {open && (
        <DialogContent className="flex max-h-[90vh] w-[min(94vw,48rem)] flex-col gap-3 overflow-y-auto">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>The points of this tariff near the recipient. Choose one to start the order with it.</Trans>
          </DialogDescription>
          <PointChoice
            filter={{ ids: pointIds }}
            onPick={(pointId) => {
              setOpen(false);
              onPick(pointId);
            }}
          />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>{t`Cancel`}</Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
