import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { RuleFormPage } from '../features/rules/components/rule-form-page';

export const Route = createFileRoute('/_app/editors/tariff/rules/$id/edit')({
  staticData: { title: msg`Edit tariff rule`, roles: [ROLE_ADMIN] },
  component: EditRule,
});

function EditRule() {
  const { id } = Route.useParams();
  return <RuleFormPage id={id} />;
}
