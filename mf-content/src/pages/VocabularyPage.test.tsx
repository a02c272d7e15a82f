import { declaredEarlyCalls, givenSession, recordApiCalls, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { http, HttpResponse } from 'msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link as RouterLink } from 'react-router-dom';
import { HINDI } from '../../test/fixtures';
import { vocabularyAnswer } from '../../test/http';
import EARLY_REQUESTS from '../early-requests.json';
import VocabularyPage from './VocabularyPage';

function renderVocabulary(route = '/vocabulary/hindi') {
  return renderPage(<VocabularyPage />, { route, path: '/vocabulary/:language' });
}

function audio(): HTMLAudioElement {
  return document.querySelector('audio') as HTMLAudioElement;
}

beforeEach(() => givenSession(null));

describe('/vocabulary/{language}', () => {
  it('asks first for the list the server has the shell send early (early-requests.json)', async () => {
    const calls = recordApiCalls();
    vocabularyAnswer(HINDI);
    renderVocabulary('/vocabulary/hindi');
    expect(await screen.findByRole('heading', { level: 2, name: 'Health' })).toBeInTheDocument();
    expect(calls).toEqual(declaredEarlyCalls(EARLY_REQUESTS, './VocabularyPage', { language: 'hindi' }, { signedIn: false }));
  });

  it("asks for the capitalised language and lists each topic's terms as english → translated", async () => {
    const asked = vocabularyAnswer(HINDI);
    renderVocabulary('/vocabulary/hindi');
    expect(screen.getByRole('heading', { level: 1, name: 'Hindi Vocabularies' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Health' })).toBeInTheDocument();
    expect(asked).toEqual(['Hindi']);
    const health = screen.getByRole('region', { name: 'Health' });
    const terms = within(health).getAllByTestId('vocabulary-term');
    expect(terms.map((t) => t.textContent)).toEqual(['referral→रेफ़रल पत्र', 'prescription→दवा की पर्ची']);
    expect(within(health).getByText('रेफ़रल पत्र')).toHaveAttribute('lang', 'hi');
    expect(within(screen.getByRole('region', { name: 'Housing' })).getByText('bond')).toBeInTheDocument();
    expect(document.title).toBe('Hindi Vocabulary — CCL Practice');
  });

  it("shows 'Loading vocabulary...' until the answer arrives", async () => {
    vocabularyAnswer(HINDI, { wait: 100 });
    renderVocabulary();
    expect(screen.getByText('Loading vocabulary...')).toBeInTheDocument();
    await screen.findByText('referral');
    expect(screen.queryByText('Loading vocabulary...')).not.toBeInTheDocument();
  });

  it('links the Dialogue button to the language page and the topics to their cards', async () => {
    vocabularyAnswer(HINDI);
    renderVocabulary('/vocabulary/Hindi');
    await screen.findByText('referral');
    expect(screen.getByRole('link', { name: 'Dialogue' })).toHaveAttribute('href', '/language/hindi');
    const topics = within(screen.getByRole('navigation', { name: 'Topics' })).getAllByRole('link');
    expect(topics.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Health (2)', '#topic-health'],
      ['Housing (1)', '#topic-housing'],
    ]);
    expect(document.getElementById('topic-housing')).toHaveTextContent('Housing');
  });

  it('plays either side of a term through an audio element, and the same button stops it', async () => {
    vocabularyAnswer(HINDI);
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play');
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause');
    renderVocabulary();
    await userEvent.click(await screen.findByRole('button', { name: 'Play English: referral' }));
    expect(audio().getAttribute('src')).toBe('/api/vocabulary-terms/11/speech?side=english');
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Stop English: referral' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play Hindi: दवा की पर्ची' }));
    expect(audio().getAttribute('src')).toBe('/api/vocabulary-terms/12/speech?side=translated');
    expect(screen.getByRole('button', { name: 'Play English: referral' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop Hindi: दवा की पर्ची' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop Hindi: दवा की पर्ची' }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play Hindi: दवा की पर्ची' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play English: bond' }));
    fireEvent.ended(audio());
    expect(screen.getByRole('button', { name: 'Play English: bond' })).toBeInTheDocument();
  });

  it('tells the user once when a term cannot be played', async () => {
    vocabularyAnswer(HINDI);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValueOnce(new DOMException('no source', 'NotSupportedError'));
    renderVocabulary();
    await userEvent.click(await screen.findByRole('button', { name: 'Play English: bond' }));
    fireEvent.error(audio());
    expect(await screen.findByText("Couldn't play this term. Please try again.")).toBeInTheDocument();
    expect(screen.getAllByText("Couldn't play this term. Please try again.")).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Play English: bond' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it("says 'No vocabulary found for {Language}.' for an empty list", async () => {
    vocabularyAnswer([]);
    renderVocabulary('/vocabulary/tamil');
    expect(await screen.findByText('No vocabulary found for Tamil.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Tamil Vocabularies' })).toBeInTheDocument();
  });

  it("says 'Unexpected response format.' when the answer is not a list", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    vocabularyAnswer({ data: HINDI });
    renderVocabulary();
    expect(await screen.findByText('Unexpected response format.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch vocabulary.')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows the toast 'Failed to fetch vocabulary.' and 'Failed to load vocabulary.' on failure, and tries again", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    vocabularyAnswer({ message: 'Server Error' }, { status: 500 });
    renderVocabulary();
    expect(await screen.findByText('Failed to fetch vocabulary.')).toBeInTheDocument();
    expect(screen.getByText('Failed to load vocabulary.')).toBeInTheDocument();

    vocabularyAnswer(HINDI);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('referral')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load vocabulary.')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it("shows 'Language Not Found!' for a language we don't offer, without calling the API", async () => {
    const asked = vocabularyAnswer(HINDI);
    renderVocabulary('/vocabulary/klingon');
    expect(screen.getByRole('heading', { level: 1, name: 'Language Not Found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hindi' })).toHaveAttribute('href', '/vocabulary/hindi');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
  });

  it('shows the ad slot to guests and Free-plan users only', async () => {
    vocabularyAnswer(HINDI);
    const { unmount } = renderVocabulary();
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
    await screen.findByText('referral');
    unmount();

    givenSession(TEST_USER);
    const free = renderVocabulary();
    expect(screen.getByTestId('ad-slot')).toBeInTheDocument();
    await screen.findByText('referral');
    free.unmount();

    givenSession({ ...TEST_USER, plan: 'Pro' });
    renderVocabulary();
    await screen.findByText('referral');
    expect(screen.queryByTestId('ad-slot')).not.toBeInTheDocument();
  });

  it('loads the new language when the address changes', async () => {
    const asked = vocabularyAnswer(HINDI);
    renderPage(
      <>
        <VocabularyPage />
        <RouterLink to="/vocabulary/urdu">Go to Urdu</RouterLink>
      </>,
      { route: '/vocabulary/hindi', path: '/vocabulary/:language' },
    );
    await screen.findByText('referral');
    await userEvent.click(screen.getByRole('link', { name: 'Go to Urdu' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Urdu Vocabularies' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toEqual(['Hindi', 'Urdu']));
    expect(await screen.findByText('referral')).toBeInTheDocument();
    expect(document.title).toBe('Urdu Vocabulary — CCL Practice');
  });

  it('shows guests no Add to deck button: the deck is an account’s', async () => {
    vocabularyAnswer(HINDI);
    renderVocabulary();
    await screen.findByRole('heading', { level: 2, name: 'Health' });
    expect(screen.queryByRole('button', { name: 'Add to deck: referral' })).not.toBeInTheDocument();
  });

  it('adds a term to the deck and says whether it was new', async () => {
    givenSession(TEST_USER);
    const asked: unknown[] = [];
    let added = 2;
    server.use(
      http.post('*/api/learning/deck/terms', async ({ request }) => {
        asked.push(await request.json());
        const answer = { added };
        added = 0;
        return HttpResponse.json(answer);
      }),
    );
    vocabularyAnswer(HINDI);
    renderVocabulary();
    const button = await screen.findByRole('button', { name: 'Add to deck: referral' });
    await userEvent.click(button);
    expect(await screen.findByText('Added to your review deck, both directions.')).toBeInTheDocument();
    await userEvent.click(button);
    expect(await screen.findByText('This term is already in your review deck.')).toBeInTheDocument();
    expect(asked).toEqual([{ termId: HINDI[0]!.terms[0]!.id }, { termId: HINDI[0]!.terms[0]!.id }]);
  });
});
