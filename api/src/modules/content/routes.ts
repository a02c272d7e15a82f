import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../users/service.js';
import { parse } from '../../http/parse.js';
import type { ContentService } from './service.js';
import { dialogueListQuery, fetchDialogueBody, transcriptBody, vocabularyQuery } from './schemas.js';

/** Guests are served too; a valid bearer token adds the viewer's scores, generated dialogues and giveFree. */
function viewer(request: FastifyRequest): User | null {
  return request.auth?.user ?? null;
}

export async function contentRoutes(app: FastifyInstance, options: { content: ContentService }): Promise<void> {
  const { content } = options;

  app.get<{ Params: { language: string } }>('/dialogues/:language', { preHandler: app.identifyUser }, async (request) => {
    // An unknown language is a 404 whatever the query says.
    const language = content.languageNamed(request.params.language);
    return content.listDialogues(language, parse(dialogueListQuery, request.query), viewer(request));
  });

  app.post('/fetch-dialogue', { preHandler: app.identifyUser }, async (request) => {
    const { id } = parse(fetchDialogueBody, request.body);
    return { data: await content.dialogueWithSegments(id, viewer(request)) };
  });

  app.post('/transcript', { preHandler: app.identifyUser }, async (request) => {
    const { dialogueId } = parse(transcriptBody, request.body);
    return content.transcript(dialogueId, viewer(request));
  });

  /** A bare list (spec §7): the client treats anything else as 'Unexpected response format.' */
  app.get('/vocabulary', async (request) => content.vocabulary(parse(vocabularyQuery, request.query).language));
}
