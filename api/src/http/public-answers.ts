import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { acceptedEncoding, compressed, KEPT_LEVEL, PER_REQUEST_LEVEL, type Encoding } from './compression.js';

/** A public answer as sent: its JSON as UTF-8 bytes and its validator. */
interface PublicAnswer {
  /** Bytes, not text: Node would otherwise encode the text again for every answer it sends. */
  body: Buffer;
  etag: string;
  /** performance.now() when it was made: older than `seconds`, it is remade. */
  madeAt: number;
  /** The body compressed, each made once, when a browser first accepts it; kept while the body stays the same. */
  encoded: Partial<Record<Encoding, Promise<Buffer | undefined>>>;
}

/** Makes a guest's answer; the caller serializes it with the route's own serializer. */
type Produce = () => Promise<Buffer>;

/** Room for the public answers kept: every language's pages, dialogues and vocabularies fit many times over. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * How long past its `seconds` an answer may still be sent while a fresh one is made. A read asked
 * for at least this often never waits for the database; a quieter one waits once, as at start.
 */
const STALE_WHILE_REMAKING_MS = 60_000;

/** The `304` a route serving public answers declares (GET only: browsers revalidate GETs); a null type documents no body. */
export const notModified = z.null().describe('Not modified: the answer still has the ETag sent in If-None-Match (no body).');

/**
 * The answers guests get from the public reads (the content bank, the home page counters), kept
 * serialized in memory for `seconds`: a hit costs no database query and no serialization. The bank
 * changes rarely (speech made in the background, a re-seed at start) and possibly in another process
 * (a separate worker), so an answer is at most `seconds` old instead of being invalidated by events.
 * An answer older than that is still sent while one request remakes it (stale-while-revalidate):
 * guests never queue behind the database's writes (issue #19: on the embedded database a practiser's
 * write holds every other statement), and an answer is at most `seconds` plus one remaking old.
 * Only a key with nothing kept (start, or not asked for in a minute) waits for the database.
 *
 * A signed-in viewer's answer carries their own scores and dialogues: it is never kept, and is sent
 * `private`. Guest answers are `public` and vary on Authorization, so no cache in between hands a
 * guest's answer to a user or a user's to anyone else.
 */
export class PublicAnswers {
  private readonly answers: LRUCache<string, PublicAnswer, Produce> | undefined;
  private readonly freshMs: number;

  /** `seconds` 0 keeps nothing: every answer is made afresh. */
  constructor(seconds: number) {
    this.freshMs = seconds * 1000;
    if (seconds <= 0) return;
    this.answers = new LRUCache<string, PublicAnswer, Produce>({
      // The cache forgets an answer once it is too old to send even while remaking it.
      ttl: this.freshMs + STALE_WHILE_REMAKING_MS,
      maxSize: MAX_BYTES,
      // The body and room for its compressed copies (together about half its size, JSON compresses ~5×).
      sizeCalculation: (answer) => Math.ceil(answer.body.byteLength * 1.5) || 1,
      // Concurrent misses on one key share a single fetch: a cold start under load queries once.
      fetchMethod: async (_key, stale, { context }) => toAnswer(await context(), stale),
    });
  }

  /**
   * Sends the answer for `key`: a signed-in viewer's made afresh and private, a guest's from memory
   * (made by `produce` when missing). GET requests whose If-None-Match holds the answer's ETag get 304.
   * `produce` sees whether the answer will be kept (`true` for a guest).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    produce: (guest: boolean) => Promise<unknown>,
  ): Promise<FastifyReply> {
    reply.header('vary', 'authorization, accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (request.auth) {
      reply.header('cache-control', 'private, no-cache');
      const data = await produce(false);
      if (!encoding) return reply.send(data);
      const body = asBytes(reply.serialize(data));
      return sendJson(reply, body, encoding, await compressed(body, encoding, PER_REQUEST_LEVEL[encoding]));
    }

    const make = async () => asBytes(reply.serialize(await produce(true)));
    let answer: PublicAnswer | undefined;
    if (this.answers) {
      // A fresh hit is read synchronously: no promise on the path most requests take.
      answer = this.answers.get(key);
      if (!answer || performance.now() - answer.madeAt > this.freshMs) {
        // Too old (or being remade: get() then answers nothing): the kept answer is sent at once while
        // one remaking runs; only when nothing is kept does this request wait (sharing one making).
        answer = await this.answers.fetch(key, { context: make, allowStale: true, forceRefresh: answer !== undefined });
      }
    } else {
      answer = toAnswer(await make());
    }
    if (!answer) throw new Error(`No public answer for ${key}`);
    const encoded = encoding ? await encodedOnce(answer, encoding) : undefined;
    // One strong ETag per representation (RFC 9110 §8.8.3); revalidation compares the answer's own part.
    const etag = encoding && encoded ? `${answer.etag.slice(0, -1)}-${encoding}"` : answer.etag;
    reply.header('cache-control', 'public, no-cache').header('etag', etag);
    if (request.method === 'GET' && matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return sendJson(reply, answer.body, encoding, encoded);
  }
}

/** The routes' serializers make JSON text; the type also allows the bytes other serializers may return. */
function asBytes(body: unknown): Buffer {
  return typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body as ArrayBuffer);
}

function toAnswer(body: Buffer, stale?: PublicAnswer): PublicAnswer {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  // Remade unchanged (the usual case every `seconds`): its compressed copies still hold.
  return { body, etag, madeAt: performance.now(), encoded: stale?.etag === etag ? stale.encoded : {} };
}

function encodedOnce(answer: PublicAnswer, encoding: Encoding): Promise<Buffer | undefined> {
  return (answer.encoded[encoding] ??= compressed(answer.body, encoding, KEPT_LEVEL[encoding]));
}

function sendJson(reply: FastifyReply, body: Buffer, encoding: Encoding | null, encoded: Buffer | undefined): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (!encoding || !encoded) return reply.send(body);
  return reply.header('content-encoding', encoding).send(encoded);
}

/**
 * If-None-Match: `*`, or a list of ETags, weak ones compared by their value (RFC 9110 §13.1.2), a compressed
 * representation's by the answer's own part (the bytes behind both are the same answer).
 */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '').replace(/-(br|gzip)"$/, '"') === etag;
  });
}
