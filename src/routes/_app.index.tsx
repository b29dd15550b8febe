import { createFileRoute, redirect } from '@tanstack/react-router';
import { rootTarget } from '../app/last-screen';
import { sessionStore } from '../session/session-store';

// The dashboard; the installed app's start (`/?launch=app`) goes back to the screen last used
// (docs/decisions/phone.md "Install"). The layout's guard has loaded the user by now.
export const Route = createFileRoute('/_app/')({
  beforeLoad: ({ location }) => {
    throw redirect({ href: rootTarget(location.searchStr, localStorage, sessionStore.get().user?.id) });
  },
});
