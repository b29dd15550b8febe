// The create-order form's state shared by its sections: each input names its path in the draft and
// finds its value, its setter and its problem here, so sections stay small and alike.
import { createContext, useContext } from 'react';
import type { DraftProblems } from '../../lib/validate-draft';
import { getPath, type OrderDraft } from '../../lib/order-draft';

export type DraftState = {
  draft: OrderDraft;
  problems: DraftProblems;
  set: (path: string, value: unknown) => void;
};

export const DraftContext = createContext<DraftState | null>(null);

export function useDraft(): DraftState {
  const state = useContext(DraftContext);
  if (!state) throw new Error('useDraft outside the order form');
  return state;
}

export function useDraftField(path: string) {
  const { draft, problems, set } = useDraft();
  return { value: getPath(draft, path), problem: problems[path], set: (value: unknown) => set(path, value) };
}
