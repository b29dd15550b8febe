// Sidebar open/collapsed, kept in a cookie; under 992 px the device is mobile
// and the sidebar collapses into a drawer.
import { useCallback, useEffect, useState } from 'react';
import Cookies from 'js-cookie';

export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 232;
const SIDEBAR_COOKIE = 'sidebarStatus';

const mobileQuery = () => window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);

export function useSidebarState() {
  const [opened, setOpened] = useState(() => Cookies.get(SIDEBAR_COOKIE) !== '0');
  const [mobile, setMobile] = useState(() => mobileQuery().matches);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    const query = mobileQuery();
    const onChange = () => {
      setMobile(query.matches);
      setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => {
    if (mobile) return setDrawerOpen((o) => !o);
    setOpened((o) => {
      Cookies.set(SIDEBAR_COOKIE, o ? '0' : '1', { expires: 365, sameSite: 'lax' });
      return !o;
    });
  }, [mobile]);

  // Stable: the drawer's focus handling re-runs when it changes.
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return { mobile, collapsed: mobile ? !drawerOpen : !opened, drawerOpen, toggle, closeDrawer };
}
