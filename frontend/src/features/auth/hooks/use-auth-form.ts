import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { forgetInviteCode, readInviteCode } from '@/lib/auth/invite-code';

import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { validateAuth, type AuthMode, type AuthValues } from '../validation';
import { describeServerError } from './server-error';

const empty: AuthValues = { email: '', password: '', nickname: '' };

/** State and submit logic of the sign-in / create-account form. */
export function useAuthForm(onSignedIn: () => void) {
  // Someone who came through a personal invitation link is most likely new: create comes first.
  const [mode, setModeState] = useState<AuthMode>(() => (readInviteCode() ? 'create' : 'signIn'));
  const [values, setValues] = useState<AuthValues>(empty);
  const [submitted, setSubmitted] = useState(false);
  const signIn = useLogin();
  const create = useRegister();
  const { i18n } = useTranslation();
  const active = mode === 'signIn' ? signIn : create;

  const errors = submitted ? validateAuth(mode, values) : {};

  function setMode(next: AuthMode) {
    setModeState(next);
    setSubmitted(false);
    signIn.reset();
    create.reset();
  }

  function setField(field: keyof AuthValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (active.error) active.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateAuth(mode, values)).length > 0) return;
    const email = values.email.trim();
    const options = { onSuccess: onSignedIn };
    if (mode === 'signIn') signIn.mutate({ email, password: values.password }, options);
    else {
      // The account's mail (its verification code first) comes in the language it signed up in.
      // The invitation program's code of the link the person came through, if any.
      const inviteCode = readInviteCode();
      const body = { email, password: values.password, nickname: values.nickname.trim(), locale: i18n.language };
      create.mutate(inviteCode ? { ...body, invite_code: inviteCode } : body, {
        onSuccess: () => {
          forgetInviteCode();
          onSignedIn();
        },
      });
    }
  }

  return {
    mode,
    setMode,
    values,
    setField,
    errors,
    serverError: describeServerError(active.error),
    pending: active.isPending,
    submit,
  };
}
