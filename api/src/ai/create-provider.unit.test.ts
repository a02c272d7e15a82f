import { closeAudioThread } from '../audio/worker/client.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createAi } from './create-provider.js';
import { FakeOpenAiServer } from '../test/fake-openai-server.js';
import { offlineSpeech } from './offline/speech.js';

/** The offline provider only reads the database when asked for a dialogue; none is needed here. */
const noDatabase = {} as Database;

describe('the configured AI', () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await FakeOpenAiServer.start();
  });
  afterAll(async () => {
    await fake.close();
    await closeAudioThread();
  });

  it('is the offline provider with eSpeak NG speech by default', () => {
    const ai = createAi(loadConfig({}), noDatabase);
    expect(ai.provider.name).toBe('offline');
    expect(ai.speech).toBe(offlineSpeech);
  });

  it('with AI_PROVIDER=openai, speaks through the endpoint and stores its WAV as Ogg Opus', async () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai',
      AI_API_KEY: 'k',
      AI_BASE_URL: fake.url,
      AI_TTS_MODEL: 'tts-x',
      AI_TTS_VOICE: 'nova',
    });
    const ai = createAi(config, noDatabase);
    expect(ai.provider.name).toBe('openai');
    // The voice is part of every speech key: another provider or voice makes new files.
    expect(ai.speech.tag).toContain('tts-x');
    expect(ai.speech.tag).toContain('nova');
    expect(ai.speech.tag).not.toBe(offlineSpeech.tag);

    const speech = await ai.speech.synthesize('Good morning, how can I help you today?', 'English', 'interactive');
    expect(speech.contentType).toBe('audio/ogg');
    expect(speech.audio.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(speech.audio.includes(Buffer.from('OpusHead'))).toBe(true);
    // The fake speaks 70 ms a character: 39 characters ≈ 2.7 s.
    expect(speech.durationMs).toBeGreaterThan(2_500);
    expect(speech.durationMs).toBeLessThan(3_000);
    // 32 kbps is 4 KB a second; the Ogg pages and headers add a little on a short file.
    expect(speech.audio.length / (speech.durationMs / 1000)).toBeLessThan(5_000);
    expect(fake.requestsTo('/v1/audio/speech')[0]!.json).toMatchObject({ model: 'tts-x', voice: 'nova', response_format: 'wav' });
  }, 60_000);
});
