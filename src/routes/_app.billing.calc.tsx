import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Coins } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { CalcPage } from '../features/billing/components/calc-page';

export const Route = createFileRoute('/_app/billing/calc')({
  staticData: { title: msg`Calculation account`, roles: [ROLE_ADMIN], menu: { section: 'finance', order: 2, icon: Coins } },
  component: CalcPage,
});
