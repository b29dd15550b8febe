import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { RecoverPage } from '../features/auth/components/recover-page';

export const Route = createFileRoute('/password/recover')({
  staticData: { title: msg`Password recovery` },
  component: RecoverPage,
});
