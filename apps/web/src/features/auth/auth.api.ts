import { useMutation, useQuery } from '@tanstack/react-query';
import {
  authApi,
  type TForgotPasswordBody,
  type TLoginBody,
  type TLoginChallenge,
  type TMessage,
  type TResendAnswer,
  type TResetPasswordBody,
  type TSignedIn,
  type TSocialSignIn,
} from '@hris/contracts';
import { callApi, type ApiError } from '../../lib/api';
import { isShownByForm } from '../../lib/field-errors';
import { clearToken, setToken } from '../../lib/session';

export const authKeys = {
  all: ['auth'] as const,
  socialLinks: () => [...authKeys.all, 'social-links'] as const,
};

export type { TSignedIn };

/** The sign-in answer is a two-factor challenge; a direct token is accepted too. */
export type TLoginAnswer = TLoginChallenge | TSignedIn;

export function isSignedIn(answer: TLoginAnswer): answer is TSignedIn {
  return 'token' in answer && typeof answer.token === 'string';
}

export function useLogin() {
  return useMutation({
    mutationFn: (body: TLoginBody) => callApi(authApi.login, { body }),
  });
}

/** The code step: the code with the user id and the challenge of the password step. A 422 is shown by the form. */
export function useVerifyCode() {
  return useMutation<TSignedIn, ApiError, { code: string; id: number; challenge: string }>({
    mutationFn: (body) => callApi(authApi.verify, { body, handleError: (error) => error.status === 422 }),
    onSuccess: ({ token }) => setToken(token),
  });
}

/** A new code for the same challenge (5 per sign-in, 30 seconds apart). An expired sign-in (422) is shown by the form. */
export function useResendCode() {
  return useMutation<TResendAnswer, ApiError, { id: number; challenge: string }>({
    mutationFn: (body) => callApi(authApi.resendCode, { body, handleError: (error) => error.status === 422 }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: TForgotPasswordBody) => callApi(authApi.forgotPassword, { body, handleError: isShownByForm }),
  });
}

export function useResetPassword() {
  return useMutation<TMessage, ApiError, TResetPasswordBody>({
    mutationFn: (body) => callApi(authApi.resetPassword, { body, handleError: (error) => error.status === 422 && Boolean(error.fieldErrors) }),
  });
}

/**
 * Completes a social sign-in: the provider's query parameters are the body. The answer is a session when the
 * provider ran its own MFA, else the e-mailed code's challenge. The page shows the failure.
 */
export function useSocialSignIn() {
  return useMutation<TSocialSignIn, ApiError, Record<string, string>>({
    mutationFn: (params) => callApi(authApi.socialSignIn, { body: { ...params, state: params.state ?? '' }, handleError: () => true }),
    onSuccess: (answer) => {
      if ('token' in answer) setToken(answer.token);
    },
  });
}

/** Configured social sign-in providers; none by default, and a failure just shows no buttons. */
export function useSocialLinks() {
  return useQuery({
    queryKey: authKeys.socialLinks(),
    queryFn: ({ signal }) => callApi(authApi.socialLinks, { signal, lookup: true }),
    select: (answer) => answer.links,
    staleTime: 5 * 60_000,
  });
}

/**
 * Signs out: tells the server (best effort), forgets the token and reloads the app so
 * that no state of this user survives in memory.
 */
export async function logout(): Promise<void> {
  try {
    await callApi(authApi.signOut, { lookup: true });
  } finally {
    clearToken();
    window.location.assign('/login');
  }
}
