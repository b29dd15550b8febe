// The connection form of one provider from the stored connect schemas (loaded at start).
import type { SchemaField } from '../../../contract';
import { useReferenceList } from '../../../session/use-reference-list';
import { fieldsOf } from '../lib/connect-fields';

/** undefined while reading; null when no schema for this provider is stored. */
export function useConnectFields(providerKey: string): SchemaField[] | null | undefined {
  const schemas = useReferenceList('connectSchemas');
  return schemas === undefined ? undefined : fieldsOf(schemas, providerKey);
}
