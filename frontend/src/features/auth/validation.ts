import { MaxEmail, MaxNickname, MaxPassword, MinPassword } from '@/lib/api/types.gen';

export type AuthMode = 'signIn' | 'create';

export interface AuthValues {
  email: string;
  password: string;
  nickname: string;
}

/** A validation failure as an i18n key with its values. */
export interface FieldError {
  key:
    | 'auth.validation.emailRequired'
    | 'auth.validation.emailFormat'
    | 'auth.validation.passwordRequired'
    | 'auth.validation.passwordLength'
    | 'auth.validation.passwordControl'
    | 'auth.validation.nicknameRequired'
    | 'auth.validation.nicknameTooLong';
  values?: Record<string, number>;
}

export type FieldErrors = Partial<Record<keyof AuthValues, FieldError>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string): FieldError | undefined {
  const value = email.trim();
  if (!value) return { key: 'auth.validation.emailRequired' };
  if (value.length > MaxEmail || !emailPattern.test(value)) return { key: 'auth.validation.emailFormat' };
  return undefined;
}

export function validatePassword(password: string): FieldError | undefined {
  if (!password) return { key: 'auth.validation.passwordRequired' };
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  if (/[\u0000-\u001f\u007f-\u009f]/.test(password)) return { key: 'auth.validation.passwordControl' };
  // Like the server: at least MinPassword characters (code points, so an emoji is one), at most
  // MaxPassword bytes (bcrypt reads 72), where multi-byte characters count more than once.
  const bytes = new TextEncoder().encode(password).length;
  if ([...password].length < MinPassword || bytes > MaxPassword) {
    return { key: 'auth.validation.passwordLength', values: { min: MinPassword, max: MaxPassword } };
  }
  return undefined;
}

export function validateNickname(nickname: string): FieldError | undefined {
  const value = nickname.trim();
  if (!value) return { key: 'auth.validation.nicknameRequired' };
  if ([...value].length > MaxNickname) return { key: 'auth.validation.nicknameTooLong', values: { max: MaxNickname } };
  return undefined;
}

export function validateAuth(mode: AuthMode, values: AuthValues): FieldErrors {
  const errors: FieldErrors = {
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    nickname: mode === 'create' ? validateNickname(values.nickname) : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error));
}
