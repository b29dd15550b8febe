// Removes a connection (after the user confirmed): hidden here at once, DELETE
// /v1/app/connections/{id} sent when online; a repeated delete answers the same on the server.
import { queueDelete, RESOURCES } from '../../../sync/resource-changes';

export const deleteConnection = (connection: { id: string; name: string; version?: number }): Promise<void> =>
  queueDelete(RESOURCES.connections, connection, connection.name);
