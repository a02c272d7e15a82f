import { apiClient } from '@ccl/shared';
import type {
  AuthResponse,
  LoginPayload,
  ResetPasswordPayload,
  ResetPasswordRequest,
  SendVerificationCodePayload,
  SignupPayload,
  VerifyCodePayload,
} from './types';

/** The calls of sign-up, login and password recovery (spec §7). */

export async function sendVerificationCode(payload: SendVerificationCodePayload): Promise<void> {
  await apiClient.post('/send-verification-code', payload);
}

export async function verifyCode(payload: VerifyCodePayload): Promise<void> {
  await apiClient.post('/verify-code', payload);
}

export async function signup(payload: SignupPayload): Promise<AuthResponse> {
  return (await apiClient.post<AuthResponse>('/signup', payload)).data;
}

export async function login(payload: LoginPayload): Promise<AuthResponse> {
  return (await apiClient.post<AuthResponse>('/login', payload)).data;
}

/** The form asks for the new password twice and checks they match, so the confirmation sent is the password. */
export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  const body: ResetPasswordRequest = { ...payload, password_confirmation: payload.password };
  await apiClient.post('/reset-password', body);
}
