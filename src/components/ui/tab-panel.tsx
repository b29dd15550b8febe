// A tab's panel for Radix Tabs without Radix's `Tabs.Content`: that one wraps the panel in `Presence`, which
// reads the panel's computed animation as it mounts and so forces the style of the whole new page inside
// React's commit (docs/decisions/performance-on-slow-links.md, "Start-up work"). The page renders only the
// open tab's panel; the ids tie each trigger to its panel as Radix's own would.
import { useId, type ReactNode } from 'react';

export type TabIds = { trigger: (value: string) => string; panel: (value: string) => string };

/** Ids for a set of tabs: spread `triggerProps(value)` on each `Tabs.Trigger`. */
export function useTabIds(): TabIds & { triggerProps: (value: string) => { id: string; 'aria-controls': string } } {
  const base = useId();
  const trigger = (value: string) => `${base}-tab-${value}`;
  const panel = (value: string) => `${base}-panel-${value}`;
  return { trigger, panel, triggerProps: (value) => ({ id: trigger(value), 'aria-controls': panel(value) }) };
}

type TabPanelProps = { ids: TabIds; value: string; className?: string; children: ReactNode };

export function TabPanel({ ids, value, className, children }: TabPanelProps) {
  return (
    <div role="tabpanel" id={ids.panel(value)} aria-labelledby={ids.trigger(value)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
