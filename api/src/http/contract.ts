import type { z } from 'zod';

/**
 * Gives a wire shape a name in the contract (components.schemas of /api/docs/json): route schemas
 * that use it refer to it instead of repeating it, so the generated types have one `Dialogue`, one
 * `User`… Use the returned schema: the name is carried by that instance (zod's global registry, which
 * the OpenAPI transform reads, as it reads `.describe()`).
 */
export function named<T extends z.ZodType>(id: string, description: string, schema: T): T {
  return schema.meta({ id, description });
}
