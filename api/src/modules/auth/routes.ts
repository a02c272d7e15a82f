import type { FastifyInstance } from 'fastify';
import { currentAuth } from '../../http/auth.js';
import { parse } from '../../http/parse.js';
import type { AuthService } from './service.js';
import { loginBody, resetPasswordBody, sendVerificationCodeBody, signupBody, verifyCodeBody } from './schemas.js';

export async function authRoutes(app: FastifyInstance, options: { auth: AuthService }): Promise<void> {
  const { auth } = options;

  app.post('/send-verification-code', async (request) => auth.sendVerificationCode(parse(sendVerificationCodeBody, request.body)));

  app.post('/verify-code', async (request) => {
    const { email, code } = parse(verifyCodeBody, request.body);
    return auth.verifyCode(email, code);
  });

  app.post('/signup', async (request, reply) => reply.code(201).send(await auth.signup(parse(signupBody, request.body))));

  app.post('/login', async (request) => auth.login(parse(loginBody, request.body), request.ip));

  app.post('/reset-password', async (request) => auth.resetPassword(parse(resetPasswordBody, request.body), request.ip));

  app.post('/logout', { preHandler: app.requireUser }, async (request) => auth.logout(currentAuth(request).tokenId));
}
