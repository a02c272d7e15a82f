import { renderPage } from '@ccl/shared/test';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMicrophone } from '../../../../test/fakeMicrophone';
import { MIC_CHECK_SECONDS } from '../hooks/useMicrophoneCheck';
import { MicrophoneCheck } from './MicrophoneCheck';

let microphone: FakeMicrophone;

beforeEach(() => {
  microphone = new FakeMicrophone();
  microphone.install();
});

afterEach(() => {
  FakeMicrophone.uninstall();
  jest.useRealTimers();
});

describe('microphone check', () => {
  it('shows a live level while the candidate speaks, then says the microphone works and releases it', async () => {
    renderPage(<MicrophoneCheck />);
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
    renderPage(<MicrophoneCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    await screen.findByRole('progressbar', { name: 'Microphone level' });
    await userEvent.click(screen.getByRole('button', { name: 'Stop Test' }));
    expect(screen.getByRole('status')).toHaveTextContent("We didn't hear anything.");
  });

  it(`stops by itself after ${MIC_CHECK_SECONDS} seconds`, async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<MicrophoneCheck />);
    await user.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    await screen.findByRole('progressbar', { name: 'Microphone level' });
    act(() => jest.advanceTimersByTime(MIC_CHECK_SECONDS * 1000));
    expect(screen.queryByRole('progressbar', { name: 'Microphone level' })).not.toBeInTheDocument();
    expect(microphone.track.stop).toHaveBeenCalled();
    expect(microphone.closed).toBe(true);
  });

  it('releases the microphone when it goes away mid-check', async () => {
    const { unmount } = renderPage(<MicrophoneCheck />);
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
    renderPage(<MicrophoneCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Test Again' })).toBeEnabled();
  });

  it('explains a browser that cannot record', async () => {
    FakeMicrophone.uninstall();
    renderPage(<MicrophoneCheck />);
    await userEvent.click(screen.getByRole('button', { name: 'Test My Microphone' }));
    expect(screen.getByRole('alert')).toHaveTextContent("This browser can't record audio here.");
  });
});
