// Creates a connection on this device first: the outbox sends POST /v1/app/connections with the id
// made here, so a repeat after a lost answer finds the same row instead of a second one. What the screens
// show until the server answers is `shown` laid over the input: its secrets masked (lib/connection-secrets.ts).
import type { ConnectionInput } from '../../../contract';
import { newEntityId } from '../../../sync/enqueue-change';
import { queueCreate, RESOURCES } from '../../../sync/resource-changes';

type Shown = Pick<ConnectionInput, 'connectParams'>;

/** Returns the connection's id; `id` is given only when a refused create is made again. */
export const createConnection = (input: ConnectionInput, shown: Shown, companyId: number, id = newEntityId()): Promise<string> =>
  queueCreate(RESOURCES.connections, input, input.name, id, { ...shown, companyId });
