import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { StatusPage } from '../components/layout/status-page';

export const Route = createFileRoute('/401')({
  staticData: { title: msg`Access denied` },
  component: () => <StatusPage code={401} />,
});
