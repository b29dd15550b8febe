import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ChangesPage } from '../features/changes/components/changes-page';

export const Route = createFileRoute('/_app/changes')({
  staticData: { title: msg`Refused changes` },
  component: ChangesPage,
});
