// The menu this user's roles open, from the route tree: the sidebar's and the phone's bottom bar's.
import { useMemo } from 'react';
import { useRouter, type AnyRoute } from '@tanstack/react-router';
import { useUser } from '../../session/session-store';
import { buildMenu, type MenuGroup } from './sidebar-menu';

export function useMenu(): MenuGroup[] {
  const router = useRouter();
  const user = useUser();
  return useMemo(() => buildMenu(Object.values(router.routesById) as AnyRoute[], user.roles), [router, user.roles]);
}
