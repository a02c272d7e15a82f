import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

/**
 * A failure of an AI provider, in words an operator (log) or a candidate (feedback) can read, and
 * whether trying again later may help. The SDK has already retried transient failures by the time
 * one of these is raised; `transient` tells the job queue whether its own retry is worth it.
 */
export class AiError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiError';
  }
}

/** The model kept answering outside the schema or the content rules. */
export class AiOutputError extends AiError {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message, true);
    this.name = 'AiOutputError';
  }
}

/** Turns what the SDK throws into an AiError that says what happened. */
export function describeAiFailure(error: unknown, what: string): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof APIConnectionTimeoutError)
    return new AiError(`${what}: the AI service did not answer in time.`, true, { cause: error });
  if (error instanceof APIConnectionError) return new AiError(`${what}: the AI service could not be reached.`, true, { cause: error });
  if (error instanceof APIError && error.status !== undefined) {
    const status = error.status;
    if (status === 429) return new AiError(`${what}: the AI service is limiting requests (HTTP 429).`, true, { cause: error });
    if (status === 408 || status === 409 || status >= 500)
      return new AiError(`${what}: the AI service failed (HTTP ${status}).`, true, { cause: error });
    if (status === 401 || status === 403)
      return new AiError(`${what}: the AI service refused our key (HTTP ${status}); check AI_API_KEY.`, false, { cause: error });
    return new AiError(`${what}: the AI service rejected the request (HTTP ${status}: ${error.message}).`, false, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new AiError(`${what}: ${message}`, true, { cause: error });
}
