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

function answered(url: string, body: string): SentEarlyRequest {
  return {
    method: 'GET',
    url,
    signedIn: false,
    authorization: null,
    sentAt: Date.now(),
    answer: Promise.resolve({ status: 200, statusText: 'OK', headers: { 'content-type': 'application/json' }, body }),
  };
}

const request = {
  url: '/vocabulary/hindi',
  remote: 'content',
  module: './VocabularyPage',
  Page: VocabularyPage,
  config: { apiBaseUrl: '/api' },
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

  it('draws the page loading when nothing was answered, and takes no answer from an earlier drawing', async () => {
    await drawFirstScreen({ ...request, earlyAnswers: [answered('/api/vocabulary?language=Hindi', '[{"word":"pension"}]')] });
    const screen = await drawFirstScreen({ ...request, earlyAnswers: [] });
    expect(screen.html).toContain('Loading vocabulary...');
    expect(screen.html).not.toContain('pension');
    expect((screen.data.queries as { queries: unknown[] }).queries).toEqual([]);
  });
});
