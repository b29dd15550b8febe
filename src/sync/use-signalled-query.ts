// A read of the local store that runs again after each write to the tables it reads, and always shows the
// answer of its latest finished run. Dexie's live queries drop a run's answer when a write came while it ran,
// and a read waits behind the write transactions of a running pull: during a first pull of thousands of
// orders each run was dropped and the screen kept its placeholders until the pull ended. Here an answer at
// most one batch old shows at once, and the run that the write started brings the rest.
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTableWrites } from './use-table-writes';

type Options<T> = {
  /** While the first answer for new `deps` is on its way, keep showing the last one (no flash of empty).
   *  Answers of runs for earlier `deps` show too, until a later run's answer comes: the order rows' `deps`
   *  change with every answer of the list during a pull, and waiting for a run whose `deps` still hold
   *  would starve them again. */
  keepPrevious?: boolean;
  /** An answer equal to the one shown (for the same `deps`) is dropped, so a write that changed nothing the
   *  screen shows (a pull rewriting other rows) re-renders nothing. */
  isSame?: (shown: T, next: T) => boolean;
};

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** undefined until the first answer for `deps` (or, with keepPrevious, the first answer at all). */
export function useSignalledQuery<T>(read: () => Promise<T>, deps: readonly unknown[], tables: readonly string[], options: Options<T> = {}): T | undefined {
  const writes = useTableWrites(tables);
  const [answer, setAnswer] = useState<{ deps: readonly unknown[]; value: T }>();
  const shown = useRef(answer);
  const currentDeps = useRef(deps);
  const runs = useRef({ started: 0, shown: 0 });
  useEffect(() => {
    currentDeps.current = deps;
    const run = ++runs.current.started;
    const runDeps = deps;
    void read().then((value) => {
      // Answers of an older run, or (unless keepPrevious) for what the screen no longer asks, are not shown.
      if (run < runs.current.shown || (!options.keepPrevious && !sameDeps(runDeps, currentDeps.current))) return;
      runs.current.shown = run;
      const last = shown.current;
      if (last && options.isSame && sameDeps(last.deps, runDeps) && options.isSame(last.value, value)) return;
      const next = { deps: runDeps, value };
      shown.current = next;
      // A transition: a new answer (each batch of a pull brings one) re-renders in slices, not one long task.
      startTransition(() => setAnswer(next));
    });
    // `read` is new every render; `deps` stand for what it reads.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [writes, ...deps]);
  if (!answer) return undefined;
  return options.keepPrevious || sameDeps(answer.deps, deps) ? answer.value : undefined;
}
