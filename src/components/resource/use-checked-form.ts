// The state of a local-first form: values, the problems its pure check finds, and a submit that saves
// only a clean form, once at a time. Messages appear on the first submit and then follow the user's
// fixes; a refused submit moves focus to the first invalid field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FormProblems as Problems, TextBinding, TextKey } from './form-types';
import { showNotStored } from './saved-notice';

type Limits<F> = Partial<Record<keyof F, number>>;

/** `limits`: the longest value of each text field, given to its input as maxLength. */
export function useCheckedForm<F extends object>(initial: F, check: (form: F) => Problems<F>, onSave: (form: F) => Promise<void>, limits: Limits<F> = {}) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(initial);
  const [problems, setProblems] = useState<Problems<F> | null>(null);
  const [refused, setRefused] = useState(0);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  // A text input's key is typed only as "a key of F holding text", so its value is written untyped.
  function write(key: keyof F, value: unknown) {
    const next = { ...form, [key]: value };
    setForm(next);
    if (problems) setProblems(check(next));
  }

  const set = <K extends keyof F>(key: K, value: F[K]) => write(key, value);
  const text = (key: TextKey<F>): TextBinding => ({
    value: String(form[key]),
    onChange: (event) => write(key, event.target.value),
    maxLength: limits[key],
  });

  function error(key: keyof F): string | undefined {
    const problem = problems?.[key];
    return problem ? i18n._(problem) : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check(form);
    setProblems(found);
    if (Object.keys(found).length) {
      setRefused((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await onSave(form);
    } catch {
      showNotStored(t`Could not save on this device. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return { form, set, error, text, submit, busy, formRef };
}
