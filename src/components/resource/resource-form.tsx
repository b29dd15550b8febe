// A resource's form: the definition's fields, the note on required fields, Save and Cancel. Problems
// show on the first submit and follow the user's fixes; only a clean form is saved.
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import type { ResourceCollection, ResourceDefinition } from './define-resource';
import { useCheckedForm } from './use-checked-form';

type ResourceFormProps<C extends ResourceCollection, Form extends object> = {
  definition: ResourceDefinition<C, Form>;
  initial: Form;
  onSave: (form: Form) => Promise<void>;
};

export function ResourceForm<C extends ResourceCollection, Form extends object>({ definition, initial, onSave }: ResourceFormProps<C, Form>) {
  const { Fields, check, limits, frame, width } = definition.form;
  const { form, set, error, text, submit, busy, formRef } = useCheckedForm(initial, check, onSave, limits);
  const inCard = frame === 'card';

  const body = (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className={cn('flex flex-col gap-4', !inCard && width)}>
      <Fields form={form} set={set} error={error} text={text} />
      <p className="text-xs text-slate-500">
        <Trans>Fields marked * are required.</Trans>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
        <Button asChild variant="secondary">
          <Link {...definition.routes.list()}>
            <Trans>Cancel</Trans>
          </Link>
        </Button>
      </div>
    </form>
  );
  return inCard ? <Card className={width}>{body}</Card> : body;
}

/** A required field's label. */
export const requiredLabel = (label: string) => `${label} *`;
