// The rule calls that cannot wait in the outbox: they touch several rules at once (reorder) or make a
// rule whose place and name the server decides (duplicate), so they need a connection.
import { apiRequest } from '../../../api/client';
import type { RulePreview, RulePreviewRequest, TariffRule } from '../../../contract/tariff-rules';
import { API_PATHS } from '../../../contract/api-paths';

export const rulesApi = {
  reorder: (ids: string[]) =>
    apiRequest<{ total: number; items: TariffRule[] }>(API_PATHS.rulesReorder.build({}), { method: 'PUT', body: { ids } }),
  /** `copyId` names the copy, so a repeated click after a lost answer finds the same copy. */
  duplicate: (id: string, copyId: string) =>
    apiRequest<TariffRule>(API_PATHS.ruleDuplicate.build({ id }), { method: 'POST', body: { id: copyId } }),
};

/** How many of the company's last calculations a rule as typed would change (needs the network). */
export const previewRule = (body: RulePreviewRequest) => apiRequest<RulePreview>(API_PATHS.rulePreview.build({}), { method: 'POST', body });
