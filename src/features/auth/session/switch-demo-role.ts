// The demo role switch (docs/decisions/roles-and-session.md): a token of the form role-token, then fresh user
// info and routes.
import { setToken } from '../../../api/token';
import { clearOpenViews } from '../../open-views/open-views-store';
import { startSession } from './ensure-session';

export async function switchDemoRole(role: string): Promise<void> {
  const token = `${role}-token`;
  setToken(token);
  clearOpenViews();
  await startSession(token);
}
