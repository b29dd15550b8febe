// Profile: the user's name, avatar URL and a short introduction.
import { useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Button } from '../../components/ui/button';
import { notices } from '../../components/ui/notices';
import { db } from '../../db/db';
import { checkProfile, profileInputOf } from './lib/profile-form';
import { sessionStore, useUser } from '../../session/session-store';
import { userApi } from '../../session/user-api';
import { roleNames } from '../../session/role-names';

export function ProfilePage() {
  const { t, i18n } = useLingui();
  const user = useUser();
  const [name, setName] = useState(user.name);
  const [avatar, setAvatar] = useState(user.avatar);
  const [introduction, setIntroduction] = useState(user.introduction);
  const [problems, setProblems] = useState<ReturnType<typeof checkProfile>>({});
  const [busy, setBusy] = useState(false);

  const shown = (problem: MessageDescriptor | undefined) => (problem ? i18n._(problem) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = { name, avatar, introduction };
    const found = checkProfile(form);
    setProblems(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const next = await userApi.updateProfile(user.id, profileInputOf(form));
      sessionStore.setUser(next);
      await db.session.update('current', { user: next });
      notices.show(t`Profile saved`, 3000, 'success');
    } catch {
      // The API client has shown the server's reason; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t`Profile`}>
      <Card className="max-w-xl">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            {user.email} · {roleNames(user.roles, i18n)}
          </p>
          <Field label={t`Name`} error={shown(problems.name)}>
            <Input value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field label={t`Avatar URL`} error={shown(problems.avatar)}>
            <Input type="url" value={avatar} onChange={(e) => setAvatar(e.target.value)} />
          </Field>
          <Field label={t`About`} error={shown(problems.introduction)}>
            <Input value={introduction} onChange={(e) => setIntroduction(e.target.value)} />
          </Field>
          <Button type="submit" disabled={busy} className="self-start">
            <Trans>Save</Trans>
          </Button>
        </form>
      </Card>
    </Page>
  );
}
