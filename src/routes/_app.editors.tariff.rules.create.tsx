import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { RuleFormPage } from '../features/rules/components/rule-form-page';

export const Route = createFileRoute('/_app/editors/tariff/rules/create')({
  staticData: { title: msg`New tariff rule`, roles: [ROLE_ADMIN] },
  component: () => <RuleFormPage />,
});
