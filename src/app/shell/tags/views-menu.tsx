// The open views' menu at the end of the tags bar: every open view by name (the bar scrolls; here they are all
// at once), and closing the others.
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from '@tanstack/react-router';
import { Check, ChevronDown } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { closeOtherViews, type OpenView } from '../../../features/open-views/open-views-store';
import { ViewLabel } from './view-label';

const itemClass = 'flex cursor-pointer items-center gap-2 rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100';

export function ViewsMenu({ views, activePath }: { views: readonly OpenView[]; activePath: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    // Not modal, as the account menu: a modal menu hides the page from screen readers while its links stay focusable.
    <DropdownMenu.Root modal={false}>
      {/* Named by its words and the count it shows (no aria-label: the name must hold what is seen). */}
      <DropdownMenu.Trigger
        title={t`All open views`}
        className="flex h-7 shrink-0 items-center gap-1 rounded border border-slate-200 px-2 text-xs text-slate-600 hover:bg-slate-50"
      >
        <span className="sr-only">{t`All open views`}</span>{' '}
        <span>{views.length}</span>
        <ChevronDown className="size-3.5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 max-h-[70vh] w-72 max-w-[90vw] overflow-y-auto rounded-md border bg-white p-1 shadow-lg">
          <DropdownMenu.RadioGroup value={activePath ?? ''} onValueChange={(path) => void navigate({ to: path })}>
            {views.map((view) => (
              <ViewLabel key={view.key} view={view} active={view.path === activePath}>
                {({ label, tooltip, icon: Icon }) => (
                  <DropdownMenu.RadioItem value={view.path} className={itemClass} title={tooltip}>
                    <span className="flex size-3.5 shrink-0 items-center">
                      <DropdownMenu.ItemIndicator><Check className="size-3.5" aria-hidden /></DropdownMenu.ItemIndicator>
                      {view.path !== activePath && Icon && <Icon className="size-3.5 text-slate-400" aria-hidden />}
                    </span>
                    <span className="truncate">{label}</span>
                  </DropdownMenu.RadioItem>
                )}
              </ViewLabel>
            ))}
          </DropdownMenu.RadioGroup>
          {activePath && views.length > 1 && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item className={itemClass} onSelect={() => closeOtherViews(activePath)}>
                <span className="size-3.5 shrink-0" />
                <Trans>Close other tabs</Trans>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
