// The names of the fields a conflict lists, in the user's language, for the resources whose edits meet
// conflicts most (shops, warehouses, connections, rules); another field shows its key.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const FIELD_NAMES: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
  companyName: msg`Company name`,
  city: msg`City`,
  street: msg`Street`,
  house: msg`House`,
  contactName: msg`Contact name`,
  comment: msg`Comment`,
  description: msg`Description`,
};
