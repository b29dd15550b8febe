// Under a saved Yandex Market integration's form: the point upload, once the server has the integration.
import { useLingui } from '@lingui/react/macro';
import type { ResourceDefinition } from '../../../../components/resource/define-resource';
import { useResourceRow } from '../../../../components/resource/use-resource';
import type { YamarketIntegrationForm } from '../integration-form';
import { PointUploadWizard } from './point-upload-wizard';

type UploadSectionProps = { settingsId: string; integrationId: string; definition: ResourceDefinition<'integrations', YamarketIntegrationForm> };

export function UploadSection({ settingsId, integrationId, definition }: UploadSectionProps) {
  const { t } = useLingui();
  const row = useResourceRow(definition, integrationId);
  if (!row || row.kind !== 'yamarket') return null;
  if (typeof row.version !== 'number') {
    return <p className="text-sm text-slate-600">{t`The point upload opens once this integration is on the server.`}</p>;
  }
  return <PointUploadWizard settingsId={settingsId} integration={row} />;
}
