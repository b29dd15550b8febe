// The look of a row of a virtualized table: placed absolutely by the virtualizer, and skipping layout
// while off screen (content-visibility) at the height it is known to have.
import type { CSSProperties } from 'react';

export const VIRTUAL_ROW_CLASS = 'absolute inset-x-0 border-b border-slate-100 text-sm [content-visibility:auto] hover:bg-slate-50';

/** `top`: the row's offset inside the list (the virtualizer's start less the list's scroll margin). */
export const virtualRowStyle = (top: number, height: number): CSSProperties => ({
  height,
  containIntrinsicSize: `auto ${height}px`,
  transform: `translateY(${top}px)`,
});

/** A card of a virtual list on a phone (docs/decisions/phone.md): placed like a row, its height taking in the 8 px
 *  gap below the card (the card itself fills the rest). */
export const VIRTUAL_CARD_CLASS = 'absolute inset-x-0 pb-2 [content-visibility:auto]';
