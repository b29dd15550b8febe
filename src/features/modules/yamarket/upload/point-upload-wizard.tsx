// The point upload to Yandex Market (docs/decisions/modules.md "Point upload"): choose the points (regions,
// types, cash on delivery, the name template), see how many of the points on this device would go and a few
// names (once the device has every point: a part would count a part), see what starting changes on the
// integration, start, follow the task, see the result and what the marketplace refused. Choosing and previewing
// work offline; starting needs the network. A second start while one runs says 'Задача в процессе обработки'
// ("Task in progress") and follows the running one.
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { yamarketIntegrationInput, type PointUploadTask, type YamarketIntegration } from '../../../../contract';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../../components/ui/dialog';
import { useIsOnline } from '../../../../lib/hooks/use-is-online';
import { fieldProblem } from '../../../../lib/form-issues';
import type { Overlaid } from '../../../../sync/overlay';
import { usePointsCopy } from '../../data/use-points-copy';
import { ChoiceChanges } from './choice-changes';
import { saveUploadChoice, sameChoice } from './save-upload-choice';
import { startOrFollow } from './start-upload';
import { UploadChoiceFields } from './upload-choice';
import { UploadPreview } from './upload-preview';
import { useUploadPreview } from './use-upload-preview';
import { UploadProgress, UploadResult } from './upload-result';
import { isRunning, latestPointUpload, startPointUpload } from './upload-requests';
import type { UploadChoice } from './use-upload-preview';
import { whenSent } from './use-unsent-changes';
import { useUploadTask } from './use-upload-task';

type Step = 'choose' | 'preview' | 'follow';
type Props = { settingsId: string; integration: Overlaid<YamarketIntegration> };

const choiceOf = (integration: Partial<YamarketIntegration>): UploadChoice => ({
  pointRegions: integration.pointRegions ?? [], pointTypes: integration.pointTypes ?? [1, 2], codFilter: integration.codFilter ?? 'all',
  template: integration.pointNameTemplate ?? '',
});

export function PointUploadWizard({ settingsId, integration }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="point-upload-heading" className="flex max-w-3xl flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="point-upload-heading" className="text-base font-semibold text-slate-900">{t`Pickup points at Yandex Market`}</h2>
      <p className="text-sm text-slate-600">{t`Offer your delivery services' pickup points to the marketplace's buyers: choose which, check them, and upload.`}</p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button className="self-start"><Upload className="size-4" aria-hidden /> <Trans>Upload points</Trans></Button>
        </DialogTrigger>
        {open && (
          <DialogContent className="flex max-h-[90vh] w-[min(94vw,44rem)] flex-col gap-4 overflow-y-auto">
            <DialogTitle>{t`Upload points to Yandex Market`}</DialogTitle>
            <WizardSteps settingsId={settingsId} integration={integration} onClose={() => setOpen(false)} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}

function WizardSteps({ settingsId, integration, onClose }: Props & { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const [step, setStep] = useState<Step>('choose');
  const [choice, setChoice] = useState(() => choiceOf(integration));
  const [checked, setChecked] = useState(false);
  const [started, setStarted] = useState<PointUploadTask | null>(null);
  const [waitingToStart, setWaitingToStart] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // Whether the wizard is still open: a start that waits for the server stops waiting when it closes.
  const open = useRef(true);
  useEffect(() => {
    open.current = true;
    return () => void (open.current = false);
  }, []);
  const { task, unreachable } = useUploadTask(settingsId, integration.id, started);
  const preview = useUploadPreview(choice);
  const copy = usePointsCopy();

  // A task already running (started in another tab, or before a reload) is followed at once.
  useEffect(() => {
    if (!online) return;
    let current = true;
    latestPointUpload(settingsId, integration.id).then((latest) => {
      if (current && isRunning(latest)) {
        setStarted(latest);
        setStep('follow');
      }
    }, () => undefined);
    return () => {
      current = false;
    };
  }, [settingsId, integration.id, online]);

  const problems = {
    pointRegions: fieldProblem(yamarketIntegrationInput.shape.pointRegions, choice.pointRegions),
    pointTypes: fieldProblem(yamarketIntegrationInput.shape.pointTypes, choice.pointTypes),
    template: fieldProblem(yamarketIntegrationInput.shape.pointNameTemplate, choice.template),
  };
  const shownProblems = checked ? Object.fromEntries(Object.entries(problems).flatMap(([key, p]) => (p ? [[key, i18n._(p)]] : []))) : {};

  async function start() {
    setNotice(null);
    const outcome = await startOrFollow(() => startPointUpload(settingsId, integration.id), () => latestPointUpload(settingsId, integration.id));
    if (outcome.kind === 'offline') return setNotice(t`No connection: the upload starts when you try again online.`);
    if (outcome.kind === 'refused') return setNotice(outcome.message);
    if (outcome.kind === 'inProgress') setNotice(t`Task in progress`);
    if (outcome.task) {
      setStarted(outcome.task);
      setStep('follow');
    }
  }

  // The choice is saved first; the start waits until the server has it (and every earlier change of the
  // integration and its account), read from the outbox after the edit was written.
  async function saveAndStart() {
    setNotice(null);
    setWaitingToStart(true);
    if (!sameChoice(integration, choice)) await saveUploadChoice(settingsId, integration, choice);
    const unsent = await whenSent(settingsId, integration.id, () => open.current);
    if (!unsent) return;
    setWaitingToStart(false);
    if (unsent.rejected === 0) await start();
    else setNotice(t`The server refused the changed choice: see the refused changes on the integration's page.`);
  }

  if (step === 'follow' && task) {
    return (
      <>
        {notice && <p role="alert" className="text-sm text-amber-800">{notice}</p>}
        {isRunning(task) ? <UploadProgress task={task} unreachable={unreachable} /> : <UploadResult task={task} />}
        <div className="flex flex-wrap justify-end gap-2">
          {!isRunning(task) && <Button variant="secondary" onClick={() => { setStarted(null); setStep('choose'); }}>{t`Upload again`}</Button>}
          <Button onClick={onClose}>{isRunning(task) ? t`Close; it goes on` : t`Close`}</Button>
        </div>
      </>
    );
  }

  if (step === 'preview') {
    return (
      <>
        <DialogDescription>{t`Step 2 of 3: check what goes. The figures are the points on this device.`}</DialogDescription>
        <UploadPreview preview={preview} copy={copy} online={online} />
        <ChoiceChanges integration={integration} choice={choice} />
        {!online && <p role="note" className="text-sm text-amber-800">{t`Uploading needs the network. Your choice is kept; start when you are online.`}</p>}
        {notice && <p role="alert" className="text-sm text-amber-800">{notice}</p>}
        {waitingToStart && <p role="status" className="text-sm text-slate-600">{t`Saving your choice on the server…`}</p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setStep('choose')}>{t`Back`}</Button>
          <Button disabled={!online || waitingToStart || !copy?.complete || !preview?.count} onClick={() => void saveAndStart()}>{t`Start the upload`}</Button>
        </div>
      </>
    );
  }

  return (
    <>
      <DialogDescription>{t`Step 1 of 3: choose the points to offer.`}</DialogDescription>
      <UploadChoiceFields choice={choice} onChange={setChoice} problems={shownProblems} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>{t`Cancel`}</Button>
        <Button onClick={() => { setChecked(true); if (!Object.values(problems).some(Boolean)) setStep('preview'); }}>{t`Next`}</Button>
      </div>
    </>
  );
}
