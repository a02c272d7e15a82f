import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_DIR } from '../paths.js';
import { BEARER_SCHEME } from './auth.js';

/** Where the interactive docs are, under /api: /api/docs, and the description at /api/docs/json. */
export const DOCS_PREFIX = '/docs';

export interface DocumentedTag {
  name: string;
  description: string;
}

type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type Transform = Extract<NonNullable<FastifyDynamicSwaggerOptions['transform']>, (...args: never[]) => unknown>;
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The zod transform, with a name for a wildcard: /media/* is /media/{key} in the description
 * (OpenAPI has no other way to name the rest of a path).
 */
const transform: Transform = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = (result.schema ?? {}) as JsonObject;
  const params = schema.params as { properties: JsonObject; required?: string[] } | undefined;
  if (!input.url.endsWith('*') || !params) return result;
  const { '*': rest, ...others } = params.properties;
  const renamed = {
    ...params,
    properties: { ...others, key: rest },
    required: params.required?.map((name) => (name === '*' ? 'key' : name)),
  };
  return { schema: { ...schema, params: renamed } as typeof result.schema, url: `${input.url.slice(0, -1)}{key}` };
};

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

/**
 * Takes out what zod writes for every integer and date-time (the safe-integer bounds, its date-time
 * regex): the type and format say it, and the noise hides what matters.
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'minimum' && child === -SAFE_INTEGER) continue;
    if (key === 'maximum' && child === SAFE_INTEGER) continue;
    if (key === 'pattern' && value.format === 'date-time') continue;
    out[key] = tidy(child);
  }
  return out;
}

/** A response described as 'Default Response' says what its schema (or the named schema it uses) is. */
function describeResponses(paths: unknown, schemas: JsonObject): void {
  for (const operations of Object.values(isObject(paths) ? paths : {})) {
    for (const operation of Object.values(isObject(operations) ? operations : {})) {
      const responses = isObject(operation) && isObject(operation.responses) ? operation.responses : {};
      for (const response of Object.values(responses)) {
        if (!isObject(response) || response.description !== 'Default Response') continue;
        const content = isObject(response.content) ? Object.values(response.content)[0] : undefined;
        const schema = isObject(content) && isObject(content.schema) ? content.schema : {};
        const named = typeof schema.$ref === 'string' ? schemas[schema.$ref.replace('#/components/schemas/', '')] : undefined;
        const description = (isObject(named) && named.description) || schema.description || (schema.type === 'array' && 'A list.') || 'OK';
        response.description = String(description);
      }
    }
  }
}

const version = (JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The zod transform names every registered schema twice (as an input and as an output): only those
 * some operation uses, directly or through another schema, stay — sorted, so the description (and
 * the contract generated from it) changes only when the API does.
 */
export const keepUsedSchemas: TransformObject = (document) => {
  const full = jsonSchemaTransformObject(document) as OpenAPIV3_1.Document;
  const schemas: Record<string, unknown> = full.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const name = key === '$ref' && typeof child === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1] : undefined;
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      } else visit(child);
    }
  };
  visit(full.paths);
  const kept = tidy(Object.fromEntries([...used].sort().map((name) => [name, schemas[name]]))) as JsonObject;
  const paths = tidy(full.paths);
  describeResponses(paths, kept);
  return { ...full, paths, components: { ...full.components, schemas: kept } } as ReturnType<TransformObject>;
};

/**
 * Collects every route's schema into the OpenAPI description (register before the routes). Paths are
 * relative to the server /api, as the spec writes them; only tagged routes (the modules') appear.
 */
export async function registerOpenApi(app: FastifyInstance, tags: DocumentedTag[]): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'CCL Practice API',
        version,
        description:
          'The API of spec §7. Errors are `{ message, errors? }`: `message` is a sentence a person can act on; for invalid input (422) `errors` lists each field’s problems.',
      },
      servers: [{ url: '/api' }],
      tags,
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from POST /signup or /login (kept by the browser under localStorage "token").',
          },
        },
      },
    },
    hideUntagged: true,
    transform,
    transformObject: keepUsedSchemas,
  });
}

/** The interactive docs at /api/docs: Swagger UI's own files from the npm package, nothing from a CDN. */
export async function docsRoutes(api: FastifyInstance): Promise<void> {
  await api.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
