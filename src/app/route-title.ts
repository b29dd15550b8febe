// A route's title as the shell shows it (breadcrumbs, open views, page title): the title for a new item while
// the route makes one (integrations/new/edit is "New integration", not "Edit integration").
import type { MessageDescriptor } from '@lingui/core';

/** The id segment of a page that makes an item (integrations/new/edit). */
export const NEW_ITEM = 'new';

type Titled = { title?: MessageDescriptor; newTitle?: MessageDescriptor } | undefined;

export function routeTitle(data: Titled, params: Record<string, string>): MessageDescriptor | undefined {
  return data?.newTitle && Object.values(params).includes(NEW_ITEM) ? data.newTitle : data?.title;
}
