// API tokens live on the server only (docs/decisions/api-tokens.md): a secret is shown once and a revoke must
// take effect at once, so nothing here is queued or kept on the device.
import { apiRequest } from '../../../api/client';
import { apiToken, apiTokenCreated, listEnvelope, type ApiToken, type ApiTokenCreate, type ApiTokenCreated } from '../../../contract';
import { API_PATHS } from '../../../contract/api-paths';

const tokenList = listEnvelope(apiToken);

export async function listTokens(): Promise<ApiToken[]> {
  return tokenList.parse(await apiRequest<unknown>(API_PATHS.tokens.build({}), { query: { limit: 1000 }, quiet: true })).items;
}

export async function createToken(body: ApiTokenCreate): Promise<ApiTokenCreated> {
  return apiTokenCreated.parse(await apiRequest<unknown>(API_PATHS.tokens.build({}), { method: 'POST', body }));
}

export async function revokeToken(id: string): Promise<ApiToken> {
  return apiToken.parse(await apiRequest<unknown>(API_PATHS.token.build({ id }), { method: 'DELETE' }));
}
