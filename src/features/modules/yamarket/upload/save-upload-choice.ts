// The wizard uploads by the integration's stored choice, so a changed choice is saved first: one queued
// edit of the whole integration (a PUT of every field), sent by the outbox like any other.
import type { YamarketIntegration } from '../../../../contract/modules';
import type { Overlaid } from '../../../../sync/overlay';
import { queueUpdate } from '../../../../sync/resource-changes';
import { integrationChanges } from '../../lib/integration-kit';
import { yamarketIntegrationBodyOf, yamarketIntegrationFormOf } from '../integration-form';
import type { UploadChoice } from './use-upload-preview';

export const sameChoice = (integration: Partial<YamarketIntegration>, choice: UploadChoice): boolean =>
  JSON.stringify([...(integration.pointRegions ?? [])].sort()) === JSON.stringify([...choice.pointRegions].sort()) &&
  JSON.stringify([...(integration.pointTypes ?? [])].sort()) === JSON.stringify([...choice.pointTypes].sort()) &&
  integration.codFilter === choice.codFilter && integration.pointNameTemplate === choice.template.trim();

export async function saveUploadChoice(settingsId: string, integration: Overlaid<YamarketIntegration>, choice: UploadChoice): Promise<void> {
  const form = yamarketIntegrationFormOf(integration);
  const body = yamarketIntegrationBodyOf({
    ...form, pointRegions: [...choice.pointRegions], pointTypes: choice.pointTypes.map(String), codFilter: choice.codFilter, pointNameTemplate: choice.template,
  });
  await queueUpdate(integrationChanges('yamarket', settingsId), integration, body, body.name);
}
