import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { KeyRound } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { TokensPage } from '../features/tokens/components/tokens-page';

export const Route = createFileRoute('/_app/tokens/list')({
  staticData: { title: msg`API tokens`, roles: [ROLE_ADMIN], menu: { section: 'settings', order: 5, icon: KeyRound } },
  component: TokensPage,
});
