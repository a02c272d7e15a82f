/**
 * @jest-environment node
 */
import { apiClient } from '@ccl/shared';
import type { SentEarlyRequest } from '@ccl/shared/early-requests';
import { useQuery } from '@tanstack/react-query';
import { drawFirstScreen } from './server';

/** A remote page as the shell gets it: its own queries through the core's API client. */
function VocabularyPage() {
  const terms = useQuery({
    queryKey: ['vocabulary', 'Hindi'],
    queryFn: async () => (await apiClient.get<{ word: string }[]>('/vocabulary?language=Hindi')).data,
  });
  const stats = useQuery({ queryKey: ['stats'], queryFn: async () => (await apiClient.get<unknown>('/stats')).data });
  return (
    <section>
      <h1>Hindi Vocabularies</h1>
      {terms.data ? (
        <ul>
          {terms.data.map((term) => (
            <li key={term.word}>{term.word}</li>
          ))}
        </ul>
      ) : (
        <p>Loading vocabulary...</p>
      )}
      {stats.isPending && <p>Loading counters...</p>}
    </section>
  );
}

function answered(url: string, body: string, authorization: string | null = null, status = 200): SentEarlyRequest {
  return {
    method: 'GET',
    url,
    signedIn: authorization !== null,
    authorization,
    sentAt: Date.now(),
    answer: Promise.resolve({
      status,
      statusText: status === 200 ? 'OK' : 'Unauthorized',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  };
}

const request = {
  url: '/vocabulary/hindi',
  remote: 'content',
  module: './VocabularyPage',
  Page: VocabularyPage,
  config: { apiBaseUrl: '/api' },
  token: null,
} as const;

describe('a first screen drawn on the server', () => {
  it('draws the header, the page with the data the server answered, and the footer, with their styles', async () => {
    const screen = await drawFirstScreen({
      ...request,
      earlyAnswers: [answered('/api/vocabulary?language=Hindi', '[{"word":"pension"}]')],
    });
    expect(screen.html).toContain('<h1>Hindi Vocabularies</h1>');
    expect(screen.html).toContain('<li>pension</li>');
    // A phone's header for a guest (the width is not known on the server), and the footer.
    expect(screen.html).toContain('aria-label="Open menu"');
    expect(screen.html).toContain('Privacy Policy');
    // Its styles go into the head, for the browser's emotion to adopt; none are left beside the elements.
    expect(screen.styles).toMatch(/<style data-emotion="css [^"]+">[^<]*\.css-[\w-]+\{/);
    expect(screen.styles).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(screen.html).not.toContain('<style');
    const classes = [...screen.html.matchAll(/class="[^"]*?(css-[\w-]+)/g)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(screen.styles).toContain(`.${name}`);
    expect(screen.data).toMatchObject({ remote: 'content', module: './VocabularyPage' });
  });

  it('keeps in the data only what was answered: the rest is drawn loading and left for the browser to ask', async () => {
    const screen = await drawFirstScreen({
      ...request,
      earlyAnswers: [answered('/api/vocabulary?language=Hindi', '[{"word":"pension"}]')],
    });
    expect(screen.html).toContain('Loading counters...');
    const { queries } = screen.data.queries as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(queries).toEqual([
      expect.objectContaining({ queryKey: ['vocabulary', 'Hindi'], state: expect.objectContaining({ data: [{ word: 'pension' }] }) }),
    ]);
  });

  it('names the early requests the drawing did not take, for the browser to send', async () => {
    const screen = await drawFirstScreen({
      ...request,
      earlyAnswers: [
        answered('/api/vocabulary?language=Hindi', '[{"word":"pension"}]'),
        answered('/api/vocabulary/progress?language=Hindi', '{"known":3}'),
      ],
    });
    expect(screen.untaken).toEqual([{ method: 'GET', url: '/api/vocabulary/progress?language=Hindi', signedIn: false }]);
  });

  it('draws the page loading when nothing was answered, and takes no answer from an earlier drawing', async () => {
    await drawFirstScreen({ ...request, earlyAnswers: [answered('/api/vocabulary?language=Hindi', '[{"word":"pension"}]')] });
    const screen = await drawFirstScreen({ ...request, earlyAnswers: [] });
    expect(screen.html).toContain('Loading vocabulary...');
    expect(screen.html).not.toContain('pension');
    expect((screen.data.queries as { queries: unknown[] }).queries).toEqual([]);
  });

  describe("a signed-in visitor's", () => {
    const user = { id: 7, name: 'Asha Rao', email: 'asha@example.com', credits: 12, plan: 'Free' };
    const signedIn = (token: string, answers: SentEarlyRequest[]) => drawFirstScreen({ ...request, token, earlyAnswers: answers });

    it('is drawn signed in, with their session and their reads answered with their token', async () => {
      const screen = await signedIn('token-of-asha', [
        answered('/api/user', JSON.stringify({ data: user }), 'Bearer token-of-asha'),
        answered('/api/vocabulary?language=Hindi', '[{"word":"pension"}]', 'Bearer token-of-asha'),
      ]);
      expect(screen.data.user).toEqual(user);
      expect(screen.html).toContain('<li>pension</li>');
      expect(screen.untaken).toEqual([]);
      // The header as their browser draws it: signed in.
      expect(screen.html).toContain('Hello, <!-- -->Asha Rao');
    });

    it("takes no answer made with another visitor's token, and leaves no session behind for the next drawing", async () => {
      await expect(
        signedIn('token-of-asha', [answered('/api/user', JSON.stringify({ data: user }), 'Bearer token-of-someone-else')]),
      ).rejects.toThrow('the session of the page request was not answered');
      await signedIn('token-of-asha', [answered('/api/user', JSON.stringify({ data: user }), 'Bearer token-of-asha')]);
      const guest = await drawFirstScreen({ ...request, earlyAnswers: [] });
      expect(guest.data.user).toBeNull();
      expect(guest.html).not.toContain('Asha Rao');
    });
  });
});
