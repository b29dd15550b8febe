import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { StatusPage } from '../components/layout/status-page';

export const Route = createFileRoute('/404')({
  staticData: { title: msg`Page not found` },
  component: () => <StatusPage code={404} />,
});
