import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { SignupPage } from '../features/auth/components/signup-page';

export const Route = createFileRoute('/signup/')({
  staticData: { title: msg`Sign up` },
  component: SignupPage,
});
