// How the resource kit deletes a rule (src/components/resource/delete-resource-dialog.tsx): its outbox
// resource and the confirmation's texts.
import { msg } from '@lingui/core/macro';
import type { DeletableResource } from '../../components/resource/delete-resource-dialog';
import { RESOURCES } from '../../sync/resource-changes';

export const RULE_DELETION: DeletableResource = {
  resource: RESOURCES.rules,
  names: {
    deleted: msg`Rule deleted`,
    deleteTitle: (name) => msg`Delete the rule “${name}”?`,
    deleteText: msg`The rule is removed and no longer applied to tariffs.`,
  },
};
