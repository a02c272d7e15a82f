import { givenSession, renderPage, server, TEST_USER } from '@ccl/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GetStartedPage } from './GetStartedPage';
import { MIC_CHECK_SECONDS, meterLevel } from './useMicrophoneCheck';

/**
 * The browser's microphone and Web Audio, faked: the test sets what the "microphone" hears (an 8-bit
 * sample amplitude around 128) and can see whether the page released it.
 */
class FakeMicrophone {
  amplitude = 0;
  track = { stop: jest.fn() };
  closed = false;
  getUserMedia = jest.fn(async (_constraints: MediaStreamConstraints) => ({ getTracks: () => [this.track] }) as unknown as MediaStream);

  install() {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: this.getUserMedia } });
    const microphone = this;
    (window as unknown as { AudioContext: unknown }).AudioContext = class {
      createMediaStreamSource() {
        return { connect: () => undefined, disconnect: () => undefined };
      }
      createAnalyser() {
        return {
          fftSize: 2048,
          getByteTimeDomainData(frame: Uint8Array) {
            frame.forEach((_, i) => (frame[i] = 128 + (i % 2 === 0 ? microphone.amplitude : -microphone.amplitude)));
          },
        };
      }
      close() {
        microphone.closed = true;
        return Promise.resolve();
      }
    };
  }
}

let microphone: FakeMicrophone;

beforeEach(() => {
  givenSession(null);
  microphone = new FakeMicrophone();
  microphone.install();
  server.use(http.get('*/api/credit-config', () => HttpResponse.json({ success: true, data: { free_credit_amount: 30, credit_cost_per_dialogue: 2 } })));
});

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  delete (window as unknown as { AudioContext?: unknown }).AudioContext;
  jest.useRealTimers();
});

describe('/get-started guide', () => {
  it('walks through the seven steps under one h1', async () => {
    renderPage(<GetStartedPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Create your free account',
      'Choose your language',
      'Learn the vocabulary',
      'Check your microphone',
      'Practice mode or test mode',
      'Read your results',
      'Understand credits',
    ]);
    expect(await screen.findByText(/Every new account gets 30 credits free/)).toBeInTheDocument();
    expect(screen.getByText(/AI scoring of a dialogue costs 2 credits/)).toHaveTextContent('Basic — $25 AUD for 20 credits; Premium — $45 AUD for 40 credits');
  });

  it('links every language to its dialogues and its vocabulary', () => {
    renderPage(<GetStartedPage />);
    const dialogues = within(screen.getByRole('list', { name: 'Dialogues by language' })).getAllByRole('link');
    const vocabulary = within(screen.getByRole('list', { name: 'Vocabulary by language' })).getAllByRole('link');
    expect(dialogues).toHaveLength(12);
    expect(vocabulary).toHaveLength(12);
    expect(screen.getAllByRole('link', { name: 'Punjabi' }).map((link) => link.getAttribute('href'))).toEqual(['/language/punjabi', '/vocabulary/punjabi']);
  });

  it('explains practice mode and test mode', () => {
    renderPage(<GetStartedPage />);
    const modes = screen.getByRole('listitem', { name: 'Practice mode or test mode' });
    expect(within(modes).getByRole('heading', { name: 'Practice mode' })).toBeInTheDocument();
    expect(within(modes).getByRole('heading', { name: 'Test mode' })).toBeInTheDocument();
    expect(modes).toHaveTextContent('a chime sounds and recording starts by itself');
    expect(modes).toHaveTextContent('stops by itself after 20 seconds');
  });

  it('invites a guest to sign up and does not link the dashboard', () => {
    renderPage(<GetStartedPage />);
    expect(screen.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Open Your Dashboard' })).not.toBeInTheDocument();
  });

  it('greets a signed-in user and links the dashboard', () => {
    givenSession(TEST_USER);
    renderPage(<GetStartedPage />);
    expect(screen.getByText('You\'re signed in as Priya Sharma, with 5 credits available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Your Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('microphone check', () => {
  it('shows a live level while the candidate speaks, then says the microphone works and releases it', async () => {
    renderPage(<GetStartedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    const meter = await screen.findByRole('progressbar', { name: 'Microphone level' });
    expect(meter).toHaveAttribute('aria-valuenow', '0');

    microphone.amplitude = 40; // a voice at about -10 dBFS
    await waitFor(() => expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThan(80));
    expect(screen.getByText(/Voice detected/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Stop Test' }));
    expect(screen.getByRole('status')).toHaveTextContent('We heard you — your microphone works.');
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(microphone.closed).toBe(true);
    expect(screen.getByRole('button', { name: 'Test Again' })).toBeEnabled();
  });

  it('says so when it heard nothing', async () => {
    renderPage(<GetStartedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    await screen.findByRole('progressbar', { name: 'Microphone level' });
    await userEvent.click(screen.getByRole('button', { name: 'Stop Test' }));
    expect(screen.getByRole('status')).toHaveTextContent("We didn't hear anything.");
  });

  it(`stops by itself after ${MIC_CHECK_SECONDS} seconds`, async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<GetStartedPage />);
    await user.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    await screen.findByRole('progressbar', { name: 'Microphone level' });
    act(() => jest.advanceTimersByTime(MIC_CHECK_SECONDS * 1000));
    expect(screen.queryByRole('progressbar', { name: 'Microphone level' })).not.toBeInTheDocument();
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(microphone.closed).toBe(true);
  });

  it('releases the microphone when the page is left mid-check', async () => {
    const { unmount } = renderPage(<GetStartedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    await screen.findByRole('progressbar', { name: 'Microphone level' });
    unmount();
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(microphone.closed).toBe(true);
  });

  it.each([
    ['NotAllowedError', 'Microphone access is blocked.'],
    ['NotFoundError', 'No microphone was found.'],
    ['NotReadableError', 'Your microphone could not be started.'],
  ])('explains a %s', async (name, text) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    microphone.getUserMedia.mockRejectedValueOnce(new DOMException('denied', name));
    renderPage(<GetStartedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Test Again' })).toBeEnabled();
  });

  it('explains a browser that cannot record', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    renderPage(<GetStartedPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    expect(screen.getByRole('alert')).toHaveTextContent("This browser can't record audio here.");
  });
});

describe('meterLevel', () => {
  it('maps silence to 0, room noise low and a voice high', () => {
    expect(meterLevel(new Uint8Array(64).fill(128))).toBe(0);
    const quiet = Uint8Array.from({ length: 64 }, (_, i) => 128 + (i % 2 ? 0 : 1)); // about -51 dBFS
    expect(meterLevel(quiet)).toBeLessThan(40);
    const loud = Uint8Array.from({ length: 64 }, (_, i) => (i % 2 ? 88 : 168)); // about -10 dBFS
    expect(meterLevel(loud)).toBeGreaterThan(95);
  });
});
