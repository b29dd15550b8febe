import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { InvoiceStatusPage } from '../features/billing/components/invoice-status-page';

export const Route = createFileRoute('/_app/invoices/$invoiceId/status')({
  staticData: { title: msg`Payment status`, roles: [ROLE_ADMIN], parent: '/billing/money' },
  component: InvoiceStatusPage,
});
