// The types a resource's form fields share with the kit's form.
import type { ChangeEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';

export type FormProblems<F> = Partial<Record<keyof F, MessageDescriptor>>;

/** The keys of a form whose values are typed text. */
export type TextKey<F> = { [K in keyof F]: F[K] extends string ? (string extends F[K] ? K : never) : never }[keyof F];

export type TextBinding = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  maxLength?: number;
};

/** What a resource's Fields component gets: the values, a setter, the message of a field (after the first
 *  submit) and the props of a text input (value, onChange, maxLength). */
export type FieldsProps<F> = {
  form: F;
  set: <K extends keyof F>(key: K, value: F[K]) => void;
  error: (key: keyof F) => string | undefined;
  text: (key: TextKey<F>) => TextBinding;
};
