import { rateLimited } from '../../http/rate-limit.js';
import { currentAuth } from '../../http/auth.js';
import { error, messageBody } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import type { AuthService } from './service.js';
import { loginBody, resetPasswordBody, sendVerificationCodeBody, signedIn, signupBody, verifyCodeBody } from './schemas.js';

const codeLimits = error('Too many codes requested, or too many wrong codes: try again after Retry-After seconds.');

export async function authRoutes(app: ModuleApp, auth: AuthService): Promise<void> {
  app.post(
    '/send-verification-code',
    {
      config: { ...rateLimited({ max: 30, per: '1 hour', by: 'ip' }, { max: 10, per: '1 hour', by: 'email' }) },
      schema: {
        summary: 'E-mail a 6-digit code (sign-up, unverified login, password reset)',
        description: "`status` is the code's purpose; 'singup' is the spec's spelling.",
        body: sendVerificationCodeBody,
        response: { 200: messageBody, 429: codeLimits, 503: error('The e-mail could not be sent.') },
      },
    },
    async (request) => auth.sendVerificationCode(request.body),
  );

  app.post(
    '/verify-code',
    {
      config: { ...rateLimited({ max: 60, per: '15 minutes', by: 'ip' }) },
      schema: { summary: 'Check an e-mailed code', body: verifyCodeBody, response: { 200: messageBody, 429: codeLimits } },
    },
    async (request) => auth.verifyCode(request.body.email, request.body.code),
  );

  app.post(
    '/signup',
    {
      config: { ...rateLimited({ max: 20, per: '1 hour', by: 'ip' }) },
      schema: {
        summary: 'Create an account with a verified code',
        body: signupBody,
        response: { 201: signedIn, 429: codeLimits },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.signup(request.body)),
  );

  app.post(
    '/login',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        body: loginBody,
        response: {
          200: signedIn,
          403: error('Please verify your email before logging in.'),
          429: error('Too many wrong passwords: try again after Retry-After seconds.'),
        },
      },
    },
    async (request) => auth.login(request.body, request.ip),
  );

  app.post(
    '/reset-password',
    {
      config: { ...rateLimited({ max: 30, per: '1 hour', by: 'ip' }) },
      schema: {
        summary: 'Set a new password with an e-mailed code',
        body: resetPasswordBody,
        response: { 200: messageBody, 429: codeLimits },
      },
    },
    async (request) => auth.resetPassword(request.body, request.ip),
  );

  app.post(
    '/logout',
    { config: { auth: 'user' }, schema: { summary: 'Revoke the presented token', response: { 200: messageBody } } },
    async (request) => auth.logout(currentAuth(request).tokenId),
  );
}
