// The product gives Insales a list and a create page only; given `?id=`, the create page edits that
// connection (docs/decisions/modules.md "Routes").
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceCreatePage, ResourceEditPage } from '../components/resource/resource-form-page';
import { insalesResource } from '../features/modules/insales/insales-resource';

const parseSearch = (search: Record<string, unknown>): { id?: string } =>
  typeof search.id === 'string' && search.id ? { id: search.id.slice(0, 100) } : {};

export const Route = createFileRoute('/_app/modules/insales/create')({
  staticData: { title: msg`Insales connection`, roles: [ROLE_ADMIN] },
  validateSearch: parseSearch,
  component: function InsalesCreateRoute() {
    const { id } = getRouteApi('/_app/modules/insales/create').useSearch();
    return id ? <ResourceEditPage definition={insalesResource} ids={id} /> : <ResourceCreatePage definition={insalesResource} />;
  },
});
