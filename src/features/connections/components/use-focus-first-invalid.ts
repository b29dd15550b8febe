// After a submit that found problems, focus moves to the first field marked invalid, so keyboard and
// screen-reader users land on what needs fixing.
import { useEffect, type RefObject } from 'react';

/** `attempt` changes on every refused submit. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, attempt]);
}
