import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/points/$id/details')({
  staticData: { title: msg`Point details` },
  component: ComingSoon,
});
