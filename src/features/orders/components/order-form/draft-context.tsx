// The create-order form's state shared by its sections: each input names its path in the draft and
// finds its value, its setter and its problem here, so sections stay small and alike. Inputs also tell
// the form their labels, so the error summary names each field as the user sees it.
import { createContext, useContext } from 'react';
import type { DraftProblems } from '../../lib/validate-draft';
import { getPath, type OrderDraft } from '../../lib/order-draft';

export type DraftState = {
  draft: OrderDraft;
  problems: DraftProblems;
  set: (path: string, value: unknown) => void;
  /** Label by draft path, filled as the inputs render. */
  labels: Map<string, string>;
};

export const DraftContext = createContext<DraftState | null>(null);

export function useDraft(): DraftState {
  const state = useContext(DraftContext);
  if (!state) throw new Error('useDraft outside the order form');
  return state;
}

/** The control's id for a draft path: the error summary links to it. */
export const draftFieldId = (path: string) => `draft-${path.replaceAll('.', '-')}`;

/** `group`: what the field belongs to when its label alone is ambiguous in the error summary ("Item 2"). */
export function useDraftField(path: string, label?: string, group?: string) {
  const { draft, problems, set, labels } = useDraft();
  if (label) labels.set(path, group ? `${group} · ${label}` : label);
  return { value: getPath(draft, path), problem: problems[path], set: (value: unknown) => set(path, value), id: draftFieldId(path) };
}
