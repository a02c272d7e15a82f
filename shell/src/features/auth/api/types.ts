import type { User } from '@ccl/shared';

/** Wire types of the auth calls (spec §7), moved verbatim from the core's legacy types.ts. */
export interface AuthResponse {
  token: string;
  user: User;
}

export type VerificationStatus = 'singup' | 'unverified' | 'reset';

export interface SendVerificationCodePayload {
  name?: string;
  email: string;
  fromLogin: boolean;
  status: VerificationStatus;
}

export interface VerifyCodePayload {
  email: string;
  code: string;
}

export interface SignupPayload {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  code: string;
}

export interface LoginPayload {
  email: string;
  password: string;
  isVerified?: boolean;
}

export interface ResetPasswordPayload {
  email: string;
  code: string;
  password: string;
}
