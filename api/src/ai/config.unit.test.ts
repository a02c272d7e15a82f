import { ConfigError, loadConfig } from '../config.js';

describe('AI and scoring settings', () => {
  it('default to the offline provider and OpenAI’s own endpoint and models', () => {
    const config = loadConfig({});
    expect(config.ai).toEqual({
      provider: 'offline',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: undefined,
      chatModel: 'gpt-4o-mini',
      transcribeModel: 'gpt-4o-mini-transcribe',
      ttsModel: 'tts-1',
      ttsVoice: 'alloy',
      timeoutMs: 60_000,
      maxRetries: 2,
      outputAttempts: 3,
    });
    expect(config.scoring).toEqual({ concurrency: 4, jobTimeoutSeconds: undefined });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: 'http://127.0.0.1:8000/v1/',
      AI_API_KEY: 'sk-test',
      AI_CHAT_MODEL: 'llama-3.1-8b',
      AI_TRANSCRIBE_MODEL: 'whisper-1',
      AI_TTS_MODEL: 'kokoro',
      AI_TTS_VOICE: 'af_bella',
      AI_TIMEOUT_MS: '15000',
      AI_MAX_RETRIES: '0',
      AI_OUTPUT_ATTEMPTS: '5',
      SCORING_CONCURRENCY: '8',
      SCORING_JOB_TIMEOUT_SECONDS: '90',
    });
    expect(config.ai).toEqual({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:8000/v1',
      apiKey: 'sk-test',
      chatModel: 'llama-3.1-8b',
      transcribeModel: 'whisper-1',
      ttsModel: 'kokoro',
      ttsVoice: 'af_bella',
      timeoutMs: 15_000,
      maxRetries: 0,
      outputAttempts: 5,
    });
    expect(config.scoring).toEqual({ concurrency: 8, jobTimeoutSeconds: 90 });
  });

  it('refuses the openai provider without a key, and bad values, naming the variable', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_API_KEY: required when AI_PROVIDER=openai/);
    for (const [name, value] of [
      ['AI_PROVIDER', 'anthropic'],
      ['AI_BASE_URL', 'api.openai.com'],
      ['AI_TIMEOUT_MS', '10'],
      ['AI_OUTPUT_ATTEMPTS', '0'],
      ['SCORING_CONCURRENCY', 'many'],
      ['SCORING_JOB_TIMEOUT_SECONDS', '0'],
    ] as const) {
      let error: unknown;
      try {
        loadConfig({ [name]: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(new RegExp(`^${name}:`, 'm'));
    }
  });
});
