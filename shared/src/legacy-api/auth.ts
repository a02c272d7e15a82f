import type { AuthResponse, User, VerificationStatus } from '../types';
import { apiClient as api } from '../http/client';

export async function sendVerificationCode(payload: {
  name?: string;
  email: string;
  fromLogin: boolean;
  status: VerificationStatus;
}): Promise<void> {
  await api.post('/send-verification-code', payload);
}

export async function verifyCode(payload: { email: string; code: string }): Promise<void> {
  await api.post('/verify-code', payload);
}

export async function signup(payload: {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  code: string;
}): Promise<AuthResponse> {
  return (await api.post<AuthResponse>('/signup', payload)).data;
}

export async function login(payload: { email: string; password: string; isVerified?: boolean }): Promise<AuthResponse> {
  return (await api.post<AuthResponse>('/login', payload)).data;
}

export async function resetPassword(payload: { email: string; code: string; password: string }): Promise<void> {
  await api.post('/reset-password', { ...payload, password_confirmation: payload.password });
}

export async function logout(): Promise<void> {
  await api.post('/logout');
}

export async function getCurrentUser(): Promise<User> {
  return (await api.get<{ data: User }>('/user')).data.data;
}
