// The wizard's preview, from the points on this device: how many points the upload would send, the first
// names as the marketplace will show them, and how many share a name. The same rule as the server's task
// (src/contract/point-upload.ts), over the same synced points, with the services the company is connected to.
// Counted once the device has every point (the caller checks usePointsCopy): a part would count a part.
import { useMemo } from 'react';
import type { UploadSelection } from '../../../../contract/point-upload';
import { useReferenceList } from '../../../../session/use-reference-list';
import { useOverlaidCollection } from '../../../../sync/use-overlaid';
import { useWorkerAnswer } from '../../../points';

export const PREVIEW_SAMPLE = 10;

/** `sharedNames`: how many of the points would share their name with another. */
export type UploadPreviewAnswer = { count: number; sample: string[]; sharedNames: number };

export type UploadChoice = Omit<UploadSelection, 'providerKeys'> & { template: string };

export function useUploadPreview(choice: UploadChoice): UploadPreviewAnswer | undefined {
  const connections = useOverlaidCollection('connections');
  const providers = useReferenceList('allProviders');
  const providerKeys = useMemo(() => [...new Set((connections ?? []).map((c) => c.providerKey))].sort(), [connections]);
  const names = useMemo(() => Object.fromEntries((providers ?? []).map((p) => [p.key, p.name])), [providers]);
  const selection: UploadSelection = { pointRegions: choice.pointRegions, pointTypes: choice.pointTypes, codFilter: choice.codFilter, providerKeys };
  const key = JSON.stringify([selection, choice.template, names]);
  const ready = connections !== undefined && providers !== undefined;
  const answer = useWorkerAnswer((w) => (ready ? w.uploadPreview(selection, choice.template, names, PREVIEW_SAMPLE) : Promise.resolve(undefined)), [key, ready]);
  return answer;
}
