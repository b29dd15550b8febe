// The navbar's account menu: profile, the demo role switch, logout.
import { DropdownMenu } from 'radix-ui';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { CircleUser } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUser } from '../../session/session-store';
import { useAppConfig } from '../../session/use-app-config';
import { roleName, roleNames } from '../../session/role-names';
import { switchDemoRole } from '../../features/auth/session/switch-demo-role';
import { logout } from '../../features/auth/session/logout';
import { db } from '../../db/db';
import { installApp, useInstallOffer } from '../install/install-offer';
import { lazy, Suspense, useState } from 'react';

// Loaded only when there is something to warn about: the navbar is in the entry bundle.
const ConfirmDialog = lazy(() => import('../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const itemClass = 'cursor-pointer rounded px-3 py-1.5 text-sm outline-none data-[highlighted]:bg-slate-100';

export function UserMenu() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const config = useAppConfig();
  const router = useRouter();
  const navigate = useNavigate();

  const [unsent, setUnsent] = useState(0);
  const install = useInstallOffer();

  async function onLogout() {
    await logout();
    await navigate({ to: '/login' });
  }

  /** docs/sync.md "Sessions": logout with changes the server does not have yet warns first (logout wipes them). */
  async function askLogout() {
    const waiting = await db.outbox.count();
    if (waiting > 0) setUnsent(waiting);
    else await onLogout();
  }

  async function onSwitchRole(role: string) {
    await switchDemoRole(role);
    await router.invalidate();
    await navigate({ to: '/dashboard' });
  }

  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay focusable.
    // Tab out of the open menu closes it instead.
    <DropdownMenu.Root modal={false}>
      {/* Named by the visible user name (a hidden word where the name does not show), not an aria-label. */}
      <DropdownMenu.Trigger className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-100">
        <CircleUser className="size-5 text-slate-600" aria-hidden />
        <span className="sr-only">{t`Account`}</span>
        <span className="hidden max-w-40 truncate md:inline">{user.name || user.email}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-56 rounded-md border bg-white p-1 shadow-lg">
          <DropdownMenu.Label className="px-3 py-1.5 text-xs text-slate-500">
            {user.email} · {roleNames(user.roles, i18n)}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate({ to: '/profile/index' })}>
            <Trans>Profile</Trans>
          </DropdownMenu.Item>
          {/* Where the browser can install the console and it is not yet (docs/decisions/phone.md "Install"). */}
          {install.kind && (
            <DropdownMenu.Item className={itemClass} onSelect={() => void installApp()}>
              <Trans>Install the app</Trans>
            </DropdownMenu.Item>
          )}
          {config?.demo && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Label className="px-3 py-1 text-xs text-slate-500">
                <Trans>Demo: switch role</Trans>
              </DropdownMenu.Label>
              {config.demoRoles.map((role) => (
                <DropdownMenu.Item key={role} className={itemClass} onSelect={() => void onSwitchRole(role)}>
                  {roleName(role, i18n)}
                </DropdownMenu.Item>
              ))}
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void askLogout()}>
            <Trans>Log out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
      {unsent > 0 && (
        <Suspense>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setUnsent(0)}
            title={t`Log out with unsent changes?`}
            description={t`${unsent} change(s) made on this device have not reached the server. Logging out deletes them from this device. Stay logged in and go online to send them.`}
            confirmLabel={t`Log out and discard`}
            onConfirm={() => void onLogout()}
          />
        </Suspense>
      )}
    </DropdownMenu.Root>
  );
}
