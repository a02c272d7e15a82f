import { setupServer } from 'msw/node';

/** The msw server every front-end test shares; each test adds the handlers it needs with server.use(...). */
export const server = setupServer();
