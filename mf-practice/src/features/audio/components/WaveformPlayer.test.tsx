import { renderPage, server } from '@ccl/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { givenMedia } from '../../../../test/http';
import { endPlayback, playedMedia } from '../../../../test/media';
import { WaveformPlayer, type PlayerMode } from './WaveformPlayer';

const URL = '/api/media/speech/1.ogg';

function renderPlayer(mode: PlayerMode, onFinish = jest.fn()) {
  renderPage(<WaveformPlayer url={URL} mode={mode} label="Speaker audio" loadingText="Loading segment audio..." onFinish={onFinish} />);
  return { player: screen.getByRole('group', { name: 'Speaker audio' }), onFinish };
}

const state = (player: HTMLElement) => player.getAttribute('data-player-state');

describe('WaveformPlayer', () => {
  it('shows a spinner with the loading text, then is ready', async () => {
    givenMedia();
    const { player } = renderPlayer('practice');
    expect(state(player)).toBe('loading');
    expect(within(player).getByText('Loading segment audio...')).toBeInTheDocument();
    expect(within(player).getByRole('button', { name: 'Play' })).toBeDisabled();
    await waitFor(() => expect(state(player)).toBe('ready'));
    expect(within(player).queryByText('Loading segment audio...')).not.toBeInTheDocument();
    expect(within(player).getByLabelText('Playback time')).toHaveTextContent('0:00 / 0:03');
  });

  it('practice mode: play, pause, play on, finish, replay — the waveform can be clicked', async () => {
    givenMedia();
    const { player, onFinish } = renderPlayer('practice');
    await waitFor(() => expect(state(player)).toBe('ready'));
    expect(screen.getByTestId('waveform')).toHaveStyle({ pointerEvents: 'auto' });
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(state(player)).toBe('playing'));
    await userEvent.click(within(player).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(state(player)).toBe('paused'));
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    act(() => endPlayback(playedMedia()[0]!));
    expect(state(player)).toBe('finished');
    expect(onFinish).toHaveBeenCalledTimes(1);
    await userEvent.click(within(player).getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(state(player)).toBe('playing'));
  });

  it('test mode: play only, the waveform cannot be clicked, disabled once finished', async () => {
    givenMedia();
    const { player, onFinish } = renderPlayer('test');
    await waitFor(() => expect(state(player)).toBe('ready'));
    expect(screen.getByTestId('waveform')).toHaveStyle({ pointerEvents: 'none' });
    expect(within(player).queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    await userEvent.click(within(player).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(state(player)).toBe('playing'));
    expect(within(player).queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(within(player).getByRole('button', { name: 'Play' })).toBeDisabled();
    act(() => endPlayback(playedMedia()[0]!));
    expect(state(player)).toBe('finished');
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(within(player).getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('says the audio could not be loaded, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get('*/api/media/*', () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse('gone', { status: 404 })
          : new HttpResponse(new Uint8Array(2048), { headers: { 'content-type': 'audio/ogg' } });
      }),
    );
    const { player } = renderPlayer('test');
    expect(await within(player).findByText('The audio could not be loaded.')).toBeInTheDocument();
    expect(state(player)).toBe('failed');
    await userEvent.click(within(player).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(state(player)).toBe('ready'));
    expect(calls).toBe(2);
  });

  it('says the audio could not be loaded when the player itself could not be fetched, and Retry fetches it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    givenMedia();
    // The waveform library is a chunk of its own, fetched with the audio: a dropped connection loses it.
    let fetches = 0;
    jest.doMock('wavesurfer.js', () => {
      fetches += 1;
      if (fetches === 1) throw new Error('Loading chunk wavesurfer failed');
      return jest.requireActual('wavesurfer.js');
    });
    try {
      const { player } = renderPlayer('practice');
      expect(await within(player).findByText('The audio could not be loaded.')).toBeInTheDocument();
      expect(state(player)).toBe('failed');
      await userEvent.click(within(player).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(state(player)).toBe('ready'));
      expect(within(player).getByRole('button', { name: 'Play' })).toBeEnabled();
      expect(fetches).toBe(2);
    } finally {
      jest.dontMock('wavesurfer.js');
    }
  });
});
