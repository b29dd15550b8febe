import { createFileRoute, redirect } from '@tanstack/react-router';

// /redirect/{path} re-opens {path}: the way to reload a view's data without reloading the page.
export const Route = createFileRoute('/redirect/$')({
  beforeLoad: ({ params, location }) => {
    throw redirect({ href: '/' + (params._splat ?? '') + location.searchStr, replace: true });
  },
});
