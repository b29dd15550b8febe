// A button for a call that cannot wait in the outbox: offline it is disabled and a tooltip says why
// (STYLE.md habit 8: the control knows whether it works offline). The tooltip hangs on a wrapper,
// since a disabled button gets no pointer events.
import type { ComponentProps } from 'react';
import { Tooltip } from 'radix-ui';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/hooks/use-is-online';

export function OnlineOnlyButton(props: ComponentProps<typeof Button>) {
  const { t } = useLingui();
  const online = useIsOnline();
  if (online) return <Button {...props} />;
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <span data-slot="online-only" className="inline-flex">
            <Button {...props} disabled />
          </span>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={4} className="z-50 max-w-60 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow">
            {t`Needs a connection`}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
