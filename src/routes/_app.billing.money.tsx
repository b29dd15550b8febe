import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Wallet } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { MoneyPage } from '../features/billing/components/money-page';

export const Route = createFileRoute('/_app/billing/money')({
  staticData: { title: msg`Money account`, roles: [ROLE_ADMIN], menu: { section: 'finance', order: 1, icon: Wallet } },
  component: MoneyPage,
});
