// The /404 and /401 pages.
import { Link, useRouter } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/button';

export function StatusPage({ code }: { code: 404 | 401 }) {
  const router = useRouter();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">{code}</p>
      <h1 className="text-xl font-semibold">
        {code === 404 ? <Trans>Page not found</Trans> : <Trans>Access denied</Trans>}
      </h1>
      <p className="max-w-md text-slate-600">
        {code === 404 ? (
          <Trans>The address is wrong or the page was removed.</Trans>
        ) : (
          <Trans>Your role does not allow opening this page. Ask your company administrator for access.</Trans>
        )}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => router.history.back()}>
          <Trans>Go back</Trans>
        </Button>
        <Button asChild>
          <Link to="/dashboard">
            <Trans>To the dashboard</Trans>
          </Link>
        </Button>
      </div>
    </main>
  );
}
