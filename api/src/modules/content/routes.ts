import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../users/service.js';
import { parse } from '../../http/parse.js';
import type { ContentService } from './service.js';
import { dialogueListQuery, fetchDialogueBody, transcriptBody, vocabularyQuery } from './schemas.js';

/** Guests are served too; a valid bearer token adds the viewer's scores, generated dialogues and giveFree. */
function viewer(request: FastifyRequest): User | null {
  return request.auth?.user ?? null;
}

export interface ContentRouteOptions {
  content: ContentService;
  /** Puts an opened dialogue's speech ahead of the background synthesis (modules/speech/queue.ts). */
  speechFirst?: (dialogueId: number) => Promise<unknown>;
}

export async function contentRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { content, speechFirst } = options;

  app.get<{ Params: { language: string } }>('/dialogues/:language', { preHandler: app.identifyUser }, async (request) => {
    // An unknown language is a 404 whatever the query says.
    const language = content.languageNamed(request.params.language);
    return content.listDialogues(language, parse(dialogueListQuery, request.query), viewer(request));
  });

  app.post('/fetch-dialogue', { preHandler: app.identifyUser }, async (request) => {
    const { id } = parse(fetchDialogueBody, request.body);
    const data = await content.dialogueWithSegments(id, viewer(request));
    // Someone is about to practise it: its missing speech goes first. Never fails the request.
    if (speechFirst && (data.segments.some((s) => !s.audio_url) || !data.description_audio_file_path)) {
      await speechFirst(data.id).catch((error: unknown) => request.log.error({ err: error, dialogueId: data.id }, 'could not put the dialogue speech first'));
    }
    return { data };
  });

  app.post('/transcript', { preHandler: app.identifyUser }, async (request) => {
    const { dialogueId } = parse(transcriptBody, request.body);
    return content.transcript(dialogueId, viewer(request));
  });

  /** A bare list (spec §7): the client treats anything else as 'Unexpected response format.' */
  app.get('/vocabulary', async (request) => content.vocabulary(parse(vocabularyQuery, request.query).language));
}
