// The right-hand settings panel: UI size, theme colour, tags bar.
import { Dialog } from 'radix-ui';
import { Settings2, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { THEME_COLORS, UI_SIZES, updateUiSettings, useUiSettings, type UiSize } from '../../components/layout/ui-settings-store';
import { cn } from '../../lib/cn';

export function SettingsPanel() {
  const { t } = useLingui();
  const settings = useUiSettings();
  const sizeLabels: Record<UiSize, string> = { mini: t`Mini`, small: t`Small`, medium: t`Medium`, large: t`Large` };
  // Swatches are named by colour, not by their hex code, which a screen reader would spell out.
  const colourNames: Record<(typeof THEME_COLORS)[number], string> = {
    '#1d4ed8': t`Blue`, '#0f766e': t`Teal`, '#7c3aed': t`Violet`, '#c2410c': t`Orange`, '#be123c': t`Crimson`, '#334155': t`Graphite`,
  };

  return (
    <Dialog.Root>
      <Dialog.Trigger aria-label={t`Interface settings`} className="rounded-md p-2 text-slate-600 hover:bg-slate-100">
        <Settings2 className="size-4" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 flex-col gap-6 bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="font-semibold">
              <Trans>Interface settings</Trans>
            </Dialog.Title>
            <Dialog.Close aria-label={t`Close`} className="rounded p-1 hover:bg-slate-100">
              <X className="size-4" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t`Size, colour and tabs of the interface`}</Dialog.Description>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{t`Interface size`}</legend>
            <div className="grid grid-cols-2 gap-2">
              {UI_SIZES.map((size) => (
                <button
                  key={size}
                  type="button"
                  aria-pressed={settings.size === size}
                  onClick={() => updateUiSettings({ size })}
                  className="rounded border px-2 py-1 text-sm aria-pressed:border-primary aria-pressed:bg-primary/10"
                >
                  {sizeLabels[size]}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t`Theme colour`}</legend>
            <div className="flex flex-wrap gap-2">
              {THEME_COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  aria-label={colourNames[color]}
                  aria-pressed={settings.themeColor === color}
                  onClick={() => updateUiSettings({ themeColor: color })}
                  style={{ backgroundColor: color }}
                  className={cn('size-8 rounded-full', settings.themeColor === color && 'ring-2 ring-slate-900 ring-offset-2')}
                />
              ))}
            </div>
          </fieldset>
          <label className="flex items-center justify-between text-sm">
            {t`Show open-view tabs`}
            <input type="checkbox" checked={settings.showTags} onChange={(e) => updateUiSettings({ showTags: e.target.checked })} />
          </label>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
