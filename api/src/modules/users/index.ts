import { defineModule } from '../module.js';
import { userRoutes } from './routes.js';

/** The current user: its JSON (spec §3) and GET /user. UserService itself is shared (app.ts): auth creates accounts with it. */
export const usersModule = defineModule('users', 'The signed-in user.', async (api) => {
  await userRoutes(api);
});
