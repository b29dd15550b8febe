// The profile form's rules: the contract's profile body (name 2 to 100 characters, an avatar the server
// takes, an introduction up to 2,000 characters), said in the console's words.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NAME_LENGTH } from '../../../contract/field-rules';
import { profileUpdate } from '../../../contract/user';
import { formProblems } from '../../../lib/form-issues';

export type ProfileForm = { name: string; avatar: string; introduction: string };
export type ProfileProblems = Partial<Record<keyof ProfileForm, MessageDescriptor>>;

/** The body PUT .../profile takes: name and avatar trimmed. */
export const profileInputOf = (form: ProfileForm): ProfileForm => ({
  name: form.name.trim(),
  avatar: form.avatar.trim(),
  introduction: form.introduction,
});

const { min, max } = NAME_LENGTH;

export function checkProfile(form: ProfileForm): ProfileProblems {
  return formProblems(profileUpdate, profileInputOf(form), {
    // A blank name reads as a short one, as the name helper says it.
    name: { required: msg`The length of the text must be from ${min} to ${max}` },
    avatar: { invalid: msg`Enter an http(s) address of an image or a data:image address` },
  });
}
