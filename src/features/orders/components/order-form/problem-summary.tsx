// What the form needs before it can be saved, in one place above it: every problem with its field's label,
// each a link that takes the user to that field (focused, clear of the sticky bar). It takes focus when a
// save is refused, so a screen reader hears how many fields to fix.
import { forwardRef } from 'react';
import { Plural } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { CircleAlert } from 'lucide-react';
import { draftFieldId, useDraft } from './draft-context';

export const ProblemSummary = forwardRef<HTMLDivElement>(function ProblemSummary(_, ref) {
  const { i18n } = useI18n();
  const { problems, labels } = useDraft();
  const paths = Object.keys(problems);
  if (!paths.length) return null;
  const count = paths.length;
  return (
    <div ref={ref} tabIndex={-1} role="alert" aria-labelledby="order-problems-title" data-testid="problem-summary"
      className="rounded-lg border-2 border-red-600 bg-red-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-red-600/40">
      <h2 id="order-problems-title" className="flex items-center gap-2 font-semibold text-red-800">
        <CircleAlert className="size-5" aria-hidden />
        <Plural value={count} one="Fix # field to save the order" other="Fix # fields to save the order" />
      </h2>
      <ul className="mt-2 flex flex-col text-sm">
        {paths.map((path) => (
          <li key={path}>
            {/* A line with room above and below: 28 px to touch (WCAG 2.5.8). */}
            <a href={`#${draftFieldId(path)}`} onClick={(event) => { event.preventDefault(); goTo(path); }} className="inline-block py-1 text-red-800 underline underline-offset-2 hover:text-red-950">
              {labels.get(path) ?? path}: {i18n._(problems[path]!)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});

/** Focuses the field (or, for a whole list such as items, its section) and puts it mid-screen. */
function goTo(path: string) {
  const target = document.getElementById(draftFieldId(path));
  if (!target) return;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}
