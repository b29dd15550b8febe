// Saves an edited connection locally; the outbox sends PUT /v1/app/connections/{id} with every field
// (the server replaces them, so the request means the same however late it arrives) but the secrets left
// empty, which the server keeps. The screens show `shown` laid over the input: its secrets masked.
import type { ConnectionInput } from '../../../contract';
import { queueUpdate, RESOURCES } from '../../../sync/resource-changes';

/** `version` is undefined for a connection whose create is still queued. */
export const updateConnection = (
  connection: { id: string; version?: number }, input: ConnectionInput, shown: Pick<ConnectionInput, 'connectParams'>,
): Promise<void> => queueUpdate(RESOURCES.connections, connection, input, input.name, shown);
