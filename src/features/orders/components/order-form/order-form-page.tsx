// Create order: every section of the order, checked here, then queued. It works
// offline: the order shows in the list at once, marked pending, and goes out when the device is online.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../../components/layout/page';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { StickyActions } from '../../../../components/ui/sticky-actions';
import { notices } from '../../../../components/ui/notices';
import { setPath, type OrderDraft } from '../../lib/order-draft';
import { prefilledDraft } from '../../lib/prefill-draft';
import { validateDraft, type DraftProblems } from '../../lib/validate-draft';
import { createOrder } from '../../data/create-order';
import { updateOrder } from '../../data/update-order';
import type { OrderRow } from '../../data/order-row';
import { orderToDraft } from '../../lib/order-to-draft';
import { DraftContext } from './draft-context';
import { GeneralSection } from './general-section';
import { OrderSection } from './order-section';
import { ContactSection } from './contact-section';
import { PlacesSection } from './places-section';
import { ItemsSection } from './items-section';
import { ScheduleSection } from './schedule-section';
import { PaymentSection } from './payment-section';
import { ExtraParamsSection } from './extra-params-section';
import { ProblemSummary } from './problem-summary';
import { EditRefusedNotice, type EditRefusal } from './edit-refused-notice';
import { RefusedDraftNotice } from './refused-draft-notice';
import { orderFromRefused, refusedOrderDraft, retryRefusedCreate, retryRefusedEdit } from '../../data/refused-order';
import { refusedOrderBody, type RefusedOrderUse } from '../../data/refused-order-body';
import type { OutboxEntry } from '../../../../db/outbox-entry';

type OrderFormProps = {
  editing?: OrderRow;
  /** Set when the edited order's status moved on while the form was open: the edit is not sent. */
  editRefused?: EditRefusal | null;
  prefill?: Record<string, string>;
  /** A change the server refused, opened to fix and send again or to make a new order from its draft. */
  refused?: { entry: OutboxEntry; use: RefusedOrderUse };
};

/** Create, or with `editing` change an order the delivery service has not taken yet. `prefill`: values for a
 *  new order by draft path (the calculator's "Create order"). */
export function OrderFormPage({ editing: edited, editRefused = null, prefill = {}, refused }: OrderFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<OrderDraft>(() => {
    const refusedBody = refused && refusedOrderBody(refused.entry);
    if (refusedBody) return refusedOrderDraft(refusedBody, refused.use);
    return edited ? orderToDraft(edited) : prefilledDraft(prefill);
  });
  // The draft of a refused edit becomes a new order's: the form then creates instead of saving.
  const [asNew, setAsNew] = useState(false);
  const editing = asNew ? undefined : edited;
  const retrying = refused?.use === 'retry' && !asNew;
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [labels] = useState(() => new Map<string, string>());
  const summary = useRef<HTMLDivElement>(null);
  const problems: DraftProblems = tried ? validateDraft(draft) : {};
  const set = (path: string, value: unknown) => setDraft((d) => setPath(d, path, value));

  function makeNew() {
    setAsNew(true);
    // A shop number is one order's: the new order needs its own.
    set('order.clientNumber', '');
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('[name="order.clientNumber"]')?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const found = validateDraft(draft);
    if (Object.keys(found).length) {
      // The summary above the form says what to fix and links to each field.
      requestAnimationFrame(() => {
        summary.current?.scrollIntoView({ block: 'start' });
        summary.current?.focus({ preventScroll: true });
      });
      return;
    }
    if (editing && editRefused) return makeNew();
    setBusy(true);
    try {
      const id = await save();
      notices.show(navigator.onLine ? t`Order saved and being sent` : t`Order saved on this device; it will be sent when online`, 4000, 'success');
      void navigate({ to: '/orders/$id/details', params: { id } });
    } finally {
      setBusy(false);
    }
  }

  /** Queues what the form is for and gives the order's id. */
  async function save(): Promise<string> {
    if (refused && (asNew || refused.use === 'copy')) return orderFromRefused(refused.entry, draft);
    if (refused && editing) await retryRefusedEdit(refused.entry, editing, draft);
    else if (refused) await retryRefusedCreate(refused.entry, draft);
    else if (editing) await updateOrder(editing, draft);
    else return createOrder(draft);
    return editing?.id ?? refused!.entry.entityId;
  }

  return (
    <Page title={editing ? t`Edit order ${editing.number || editing.order?.clientNumber}` : t`Create order`}>
      <DraftContext.Provider value={{ draft, problems, set, labels }}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          {edited && editRefused && <EditRefusedNotice refusal={editRefused} asNew={asNew} onMakeNew={makeNew} />}
          {refused && !editRefused && <RefusedDraftNotice entry={refused.entry} use={refused.use} />}
          <ProblemSummary ref={summary} />
          <p className="text-sm text-slate-600"><Trans>Fields marked * are required.</Trans></p>
          <GeneralSection />
          <OrderSection />
          <ContactSection prefix="sender" title={t`Sender`} />
          <ContactSection prefix="recipient" title={t`Recipient`} />
          {draft.hasReturnAddress ? (
            <ContactSection prefix="returnAddress" title={t`Return address`} aside={<ReturnToggle on set={set} />} />
          ) : (
            <ReturnToggle on={false} set={set} />
          )}
          <PlacesSection />
          <ItemsSection />
          <ScheduleSection kind="pickup" />
          <ScheduleSection kind="delivery" />
          <PaymentSection />
          <ExtraParamsSection />
          <StickyActions>
            <Button type="submit" disabled={busy}>
              {editing && editRefused ? <Trans>Make a new order from this draft</Trans> : retrying ? <Trans>Send again</Trans> : editing ? <Trans>Save</Trans> : <Trans context="action">Create order</Trans>}
            </Button>
            <Button variant="secondary" onClick={() => void navigate({ to: '/orders' })}><Trans>Cancel</Trans></Button>
          </StickyActions>
        </form>
      </DraftContext.Provider>
    </Page>
  );
}

function ReturnToggle({ on, set }: { on: boolean; set: (path: string, value: unknown) => void }) {
  const { t } = useLingui();
  return (
    <label className="flex items-center gap-2 text-sm">
      <Checkbox checked={on} onChange={(e) => set('hasReturnAddress', e.target.checked)} />
      {t`Returns go to a different address than the sender's`}
    </label>
  );
}
