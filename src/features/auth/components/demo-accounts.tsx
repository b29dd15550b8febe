// In demo mode the login page names the demo accounts, so a new visitor can look around at once.
import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { userApi } from '../../../session/user-api';

const DEMO_PASSWORD = 'demo12345';
const DEMO_EMAILS = ['admin@demo.local', 'operator@demo.local', 'other@demo.local'];

export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const [demo, setDemo] = useState(false);
  useEffect(() => {
    userApi.config().then((c) => setDemo(c.demo), () => setDemo(false));
  }, []);
  if (!demo) return null;
  return (
    <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-600">
      <p className="mb-1 font-medium">
        <Trans>Demo accounts (password {DEMO_PASSWORD}):</Trans>
      </p>
      <ul className="flex flex-col">
        {DEMO_EMAILS.map((email) => (
          <li key={email}>
            <button type="button" className="min-h-[24px] text-primary hover:underline" onClick={() => onPick(email, DEMO_PASSWORD)}>
              {email}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
