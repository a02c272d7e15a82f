import { defineModule } from '../module.js';
import { mediaRoutes } from './routes.js';

/** Stored audio over HTTP: public speech and signed recordings (URLs minted by storage/media.ts). */
export const mediaModule = defineModule('media', 'Stored audio: public speech, signed recordings.', async (api, { storage, media }) => {
  await mediaRoutes(api, { storage, media });
});
