import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/invoices/$invoiceId/status')({
  staticData: { title: msg`Payment status`, roles: [ROLE_ADMIN] },
  component: ComingSoon,
});
