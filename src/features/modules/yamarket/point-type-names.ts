// The point types as people call them (the product's pvz, postamat, officeRupost, terminal).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PointType } from '../../../contract/points';

export const POINT_TYPE_LABELS: Record<PointType, MessageDescriptor> = {
  1: msg`Pickup points`, 2: msg`Parcel lockers`, 3: msg`Post offices`, 4: msg`Terminals`,
};
