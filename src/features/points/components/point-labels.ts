// Names of a point's type and available operation in the user's language (types pvz,
// postamat, officeRupost, terminal; operations 1 receive, 2 issue, 3 both). Read with i18n._(...).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const POINT_TYPE_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Pickup point`,
  2: msg`Parcel locker`,
  3: msg`Post office`,
  4: msg`Terminal`,
};

export const POINT_OPERATION_LABELS: Record<number, MessageDescriptor> = {
  1: msg`Receive`,
  2: msg`Issue`,
  3: msg`Receive and issue`,
};
