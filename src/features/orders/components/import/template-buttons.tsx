// The import template to download, CSV or XLSX, with its header in the console's language and one example
// row (docs/decisions/orders.md "Orders in bulk"); the example's words are the user's language too.
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import type { TemplateExample, TemplateFormat } from '../../../../../workers/orders/template';
import { downloadTemplate } from '../../data/download-template';

export function TemplateButtons() {
  const { t, i18n } = useLingui();
  const example: TemplateExample = {
    clientNumber: '10001', service: 'cdek', tariff: '1', weight: '1200', length: '30', width: '20', height: '10',
    assessedCost: '2500', codCost: '0', recipientName: t`Ivan Petrov`, recipientPhone: '+79161234567',
    recipientEmail: 'ivan@example.ru', recipientPostIndex: '101000', recipientCity: t`Moscow`,
    recipientStreet: t`Tverskaya`, recipientHouse: '1', recipientOffice: '15', senderName: t`Anna Smirnova`,
    senderPhone: '+79031234567', item: t`T-shirt`, quantity: '1', itemPrice: '2500', comment: '',
  };
  const get = (format: TemplateFormat) =>
    void downloadTemplate(format, i18n.locale === 'ru' ? 'ru' : 'en', example, t`Orders`, t`orders-import-template`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-700"><Trans>Template:</Trans></span>
      <Button size="sm" variant="secondary" onClick={() => get('csv')} aria-label={t`Download the template as CSV`}>
        <FileDown className="size-4" aria-hidden />CSV
      </Button>
      <Button size="sm" variant="secondary" onClick={() => get('xlsx')} aria-label={t`Download the template as XLSX`}>
        <FileDown className="size-4" aria-hidden />XLSX
      </Button>
    </div>
  );
}
