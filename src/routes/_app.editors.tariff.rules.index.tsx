import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SlidersHorizontal } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { RulesPage } from '../features/rules/components/rules-page';

export const Route = createFileRoute('/_app/editors/tariff/rules/')({
  staticData: { title: msg`Tariff rules`, roles: [ROLE_ADMIN], menu: { section: 'delivery', order: 2, icon: SlidersHorizontal } },
  component: RulesPage,
});
