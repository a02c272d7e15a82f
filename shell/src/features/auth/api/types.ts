/** Wire types of the auth calls (spec §7), from the API's contract. */
import type { BodyOf, ResponseOf } from '@ccl/contract';

export type SendVerificationCodePayload = BodyOf<'/send-verification-code', 'post'>;

export type VerifyCodePayload = BodyOf<'/verify-code', 'post'>;

export type SignupPayload = BodyOf<'/signup', 'post'>;

export type LoginPayload = BodyOf<'/login', 'post'>;

/** A new bearer token and its user: the answer of both sign-up and login. */
export type AuthResponse = ResponseOf<'/login', 'post'> | ResponseOf<'/signup', 'post'>;

/**
 * Client-side: what the reset form hands the call. The form checks the two passwords match, so the
 * call sends the password as its own confirmation.
 */
export type ResetPasswordPayload = Omit<BodyOf<'/reset-password', 'post'>, 'password_confirmation'>;

export type ResetPasswordRequest = BodyOf<'/reset-password', 'post'>;
