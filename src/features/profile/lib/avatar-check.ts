// The avatar field takes what the server takes (contract isAvatarUrl): an http(s) address or an inline
// raster image; saying so at the field beats a toast after the round trip.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isAvatarUrl } from '../../../contract';

export function checkAvatar(value: string): MessageDescriptor | null {
  return isAvatarUrl(value.trim()) ? null : msg`Enter an http(s) address of an image or a data:image address`;
}
