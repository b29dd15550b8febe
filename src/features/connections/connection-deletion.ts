// How the resource kit deletes a connection (src/components/resource/delete-resource-dialog.tsx): its outbox
// resource and the confirmation's texts.
import { msg } from '@lingui/core/macro';
import type { DeletableResource } from '../../components/resource/delete-resource-dialog';
import { RESOURCES } from '../../sync/resource-changes';

export const CONNECTION_DELETION: DeletableResource = {
  resource: RESOURCES.connections,
  names: {
    deleted: msg`Connection deleted`,
    deleteTitle: (name) => msg`Delete connection ${name}?`,
    deleteText: msg`Orders can no longer be sent through it. Orders already made stay.`,
  },
};
