// One typed definition per synced resource (shops, warehouses, and the small resources after them):
// what it is called, where its screens live, which columns its list shows, what its details and its
// form hold. The kit's pages read only this, so a resource is a definition plus what is truly its own.
import type { ComponentType, ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { LinkOptions } from '@tanstack/react-router';
import type { LucideIcon } from 'lucide-react';
import type { Overlaid } from '../../sync/overlay';
import type { Resource } from '../../sync/resource-changes';
import type { RowCollection, StoredRow } from '../../db/schema';
import type { FieldsProps, FormProblems } from './form-types';
import type { ResourceSearch } from './resource-search';

/** The collections the kit lists, shows and edits: their rows are named by `name` or the definition's titleOf. */
export type ResourceCollection = RowCollection;

/** What every synced resource row has: the kit names rows by `name` and tells new ones by `version`. */
export type ResourceRow = { id: string; name?: string; version?: number };

/** The resource's texts, as Lingui descriptors so each screen translates them in the UI language. */
export type ResourceNames = {
  /** The list's title ("Shops"). */
  many: MessageDescriptor;
  /** The label of the list's search box ("Search shops"). */
  search: MessageDescriptor;
  /** The header of the list's first column, the item's name ("Shop name"). */
  name: MessageDescriptor;
  newTitle: MessageDescriptor;
  editTitle: MessageDescriptor;
  detailsTitle: MessageDescriptor;
  loadingFromServer: MessageDescriptor;
  notLoaded: MessageDescriptor;
  emptyTitle: MessageDescriptor;
  emptyText: MessageDescriptor;
  createFirst: MessageDescriptor;
  missing: MessageDescriptor;
  backToList: MessageDescriptor;
  saved: MessageDescriptor;
  deleted: MessageDescriptor;
  deleteTitle: (name: string) => MessageDescriptor;
  deleteText: MessageDescriptor;
};

export type ResourceRoutes = {
  /** The list, with its search (the route's validateSearch is parseResourceSearch). */
  list: (search?: ResourceSearch) => LinkOptions;
  create: LinkOptions;
  /** Absent for a resource without a details page: its name links to the edit page. */
  details?: (id: string) => LinkOptions;
  edit: (id: string) => LinkOptions;
};

/** A list column after the name. `show` is where it is visible ("hidden md:table-cell": from md up), for
 *  its header and cells alike; `className` is the cells' own look. */
export type ResourceColumn<Row> = {
  key: string;
  header: MessageDescriptor;
  cell: (row: Overlaid<Row>) => ReactNode;
  show?: string;
  className?: string;
};

export type ResourceList<Row> = {
  columns: ResourceColumn<Row>[];
  /** A line under the name for screens too narrow for its column; `show` hides it where the column is. */
  secondLine?: { cell: (row: Overlaid<Row>) => ReactNode; show: string };
  /** The texts the list's search looks in. */
  searchIn: (row: Overlaid<Row>) => Array<string | null | undefined>;
  /** The list's order; the kit's default is new items first, the rest by name. */
  sort?: (rows: Overlaid<Row>[], locale: string) => Overlaid<Row>[];
};

export type DetailsSection = {
  /** A titled card; without one the section is a plain card (and the only one). */
  heading?: MessageDescriptor;
  items: Array<{ label: MessageDescriptor; value: ReactNode }>;
};

export type ResourceForm<Row, Form extends object> = {
  empty: Form;
  /** A stored (or queued) item as form values; a row made offline may lack fields. */
  fromItem: (row: Partial<Row>) => Form;
  check: (form: Form) => FormProblems<Form>;
  /** The body of a create or update; the definition's title of it (its `name` by default) titles the queued change. */
  toBody: (form: Form) => Record<string, unknown>;
  /** What this device shows of a queued create or edit in place of the body's own fields: a secret masked,
   *  the fields that tell one kind of a shared collection from another. */
  shown?: (body: Record<string, unknown>) => Record<string, unknown>;
  Fields: ComponentType<FieldsProps<Form>>;
  /** The longest value of each text field (what the API takes), given to its input as maxLength. */
  limits: Partial<Record<keyof Form, number>>;
  /** 'card': the fields sit in one card; 'groups': the fields bring their own cards. */
  frame: 'card' | 'groups';
  /** The form's widest size ("max-w-xl"). */
  width: string;
};

export type ResourceDefinition<C extends ResourceCollection, Form extends object> = {
  /** The sync collection, the API path and the change kind (src/sync/resource-changes.ts). */
  resource: Resource & { collection: C };
  names: ResourceNames;
  icon: LucideIcon;
  routes: ResourceRoutes;
  list: ResourceList<StoredRow<C>>;
  /** The details page's cards; the kit adds the item's id to the first. */
  details: (row: Overlaid<StoredRow<C>>) => [DetailsSection, ...DetailsSection[]];
  form: ResourceForm<StoredRow<C>, Form>;
  /** The rows of the collection that are this resource (one kind of a shared collection); all by default. */
  only?: (row: Partial<StoredRow<C>>) => boolean;
  /** How an item (or a body: they share field names) is named in lists, titles and prompts; its `name` by default. */
  titleOf?: TitleOf;
};

export type TitleOf = (fields: Record<string, unknown>) => string;

/** An item's or a body's name as the definition gives it. */
export const titleOf = (definition: { titleOf?: TitleOf }, fields: object): string =>
  definition.titleOf ? definition.titleOf(fields as Record<string, unknown>) : String((fields as { name?: unknown }).name ?? '');

/** Only types the definition: its rows are the collection's stored rows (src/db/schema.ts). */
export const defineResource = <C extends ResourceCollection, Form extends object>(definition: ResourceDefinition<C, Form>) => definition;
