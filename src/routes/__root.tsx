import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router';
import { usePageTitle } from '../app/use-page-title';

function RootShell() {
  usePageTitle();
  return <Outlet />;
}

export const Route = createRootRoute({
  component: RootShell,
  // Any unknown path goes to /404.
  notFoundComponent: () => <Navigate to="/404" replace />,
});
