import { z } from 'zod';
import { viewer } from '../../http/auth.js';
import { notModified, type PublicAnswers } from '../../http/public-answers.js';
import { error } from '../../http/schema.js';
import type { ModuleApp } from '../module.js';
import type { ContentService } from './service.js';
import {
  dialogueAnswer,
  dialogueListQuery,
  dialoguePage,
  fetchDialogueBody,
  languageParams,
  transcriptAnswer,
  transcriptBody,
  vocabularyCategory,
  vocabularyQuery,
  type VocabularyCategoryJson,
} from './schemas.js';

const unknownLanguage = error('Language not found.');
const unknownDialogue = error('Dialogue not found (also another user’s generated dialogue).');

/** Guests are served too; a valid bearer token adds the viewer's scores, generated dialogues and giveFree. */
export interface ContentRouteOptions {
  content: ContentService;
  /** Where guests' answers are kept (a signed-in viewer's never are). */
  answers: PublicAnswers;
  /** Puts an opened dialogue's speech ahead of the background synthesis (modules/speech/queue.ts). */
  speechFirst?: (dialogueId: number) => Promise<unknown>;
}

export async function contentRoutes(app: ModuleApp, { content, answers, speechFirst }: ContentRouteOptions): Promise<void> {
  app.get(
    '/dialogues/:language',
    {
      config: { auth: 'optional' },
      schema: {
        summary: "A page of a language's dialogues",
        description: "The content bank's dialogues and those generated for the viewer, newest first by default.",
        params: languageParams,
        querystring: dialogueListQuery,
        response: { 200: dialoguePage, 304: notModified, 404: unknownLanguage },
      },
      // An unknown language is a 404 whatever the query says, so it is checked before the query is
      // (a callback hook: no promise on a cached read's path).
      preValidation: (request, _reply, done) => {
        try {
          content.languageNamed((request.params as { language: string }).language);
        } catch (error) {
          return done(error as Error);
        }
        done();
      },
    },
    async (request, reply) => {
      const { page, per_page, sort_order } = request.query;
      const key = `dialogues:${content.languageNamed(request.params.language)}:${page}:${per_page}:${sort_order}`;
      return answers.send(request, reply, key, () => content.listDialogues(request.params.language, request.query, viewer(request)));
    },
  );

  app.post(
    '/fetch-dialogue',
    {
      config: { auth: 'optional' },
      schema: { summary: 'A dialogue with its segments', body: fetchDialogueBody, response: { 200: dialogueAnswer, 404: unknownDialogue } },
    },
    async (request, reply) =>
      // A guest's answer is made once per PUBLIC_CACHE_SECONDS: so is the queue's nudge, enough to keep the speech first.
      answers.send(request, reply, `dialogue:${request.body.id}`, async () => {
        const data = await content.dialogueWithSegments(request.body.id, viewer(request));
        // Someone is about to practise it: its missing speech goes first. Never fails the request.
        if (speechFirst && (data.segments.some((s) => !s.audio_url) || !data.description_audio_file_path)) {
          await speechFirst(data.id).catch((error: unknown) =>
            request.log.error({ err: error, dialogueId: data.id }, 'could not put the dialogue speech first'),
          );
        }
        return { data };
      }),
  );

  app.post(
    '/transcript',
    {
      config: { auth: 'optional' },
      schema: {
        summary: 'A dialogue’s transcript and whether its interpreter/audio switch is open',
        body: transcriptBody,
        response: { 200: transcriptAnswer, 404: unknownDialogue },
      },
    },
    async (request, reply) =>
      answers.send(request, reply, `transcript:${request.body.dialogueId}`, () =>
        content.transcript(request.body.dialogueId, viewer(request)),
      ),
  );

  app.get(
    '/vocabulary',
    {
      schema: {
        summary: "A language's vocabulary by topic category",
        description: "A bare list (spec §7): the client treats anything else as 'Unexpected response format.'",
        querystring: vocabularyQuery,
        response: {
          200: z.array(vocabularyCategory).describe('The categories in the spec’s order, terms in file order.'),
          304: notModified,
          404: unknownLanguage,
        },
      },
    },
    // ContentService types category_name as text; the schema (checked outside production) says which.
    async (request, reply) =>
      answers.send(
        request,
        reply,
        `vocabulary:${content.languageNamed(request.query.language)}`,
        async () => (await content.vocabulary(request.query.language)) as VocabularyCategoryJson[],
      ),
  );
}
