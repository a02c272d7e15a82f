import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { LIMITS, theme } from '@ccl/shared';
import { useEffect, useRef, useState } from 'react';
import type WaveSurfer from 'wavesurfer.js';

/** Spec §4 "Dialogue audio player": loading spinner, ready, playing, paused, finished (and a load failure). */
export type PlayerState = 'loading' | 'ready' | 'playing' | 'paused' | 'finished' | 'failed';

/**
 * practice: Play/Pause/Replay and a clickable waveform. test: play once — no pause, the waveform
 * can't be clicked, and the player is disabled once the audio has finished (like the real exam).
 */
export type PlayerMode = 'practice' | 'test';

export interface WaveformPlayerProps {
  url: string;
  mode: PlayerMode;
  /** Accessible name of the player, e.g. 'Speaker audio'. */
  label: string;
  loadingText?: string;
  /** Blocks playing (while the candidate records, so the speaker isn't captured). */
  disabled?: boolean;
  onStateChange?: (state: PlayerState) => void;
  onFinish?: () => void;
}

function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function WaveformPlayer({
  url,
  mode,
  label,
  loadingText = 'Loading audio...',
  disabled = false,
  onStateChange,
  onFinish,
}: WaveformPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const wavesurfer = useRef<WaveSurfer | null>(null);
  const [state, setState] = useState<PlayerState>('loading');
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, without re-creating the player when a parent re-renders.
  const callbacks = useRef({ onStateChange, onFinish });
  callbacks.current = { onStateChange, onFinish };

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const change = (next: PlayerState) => {
      setState(next);
      callbacks.current.onStateChange?.(next);
    };
    change('loading');
    let destroyed = false;
    let player: WaveSurfer | undefined;
    // The waveform library (~14 KB brotli) comes with the audio, not before the page's first paint: the player
    // shows its loading state until both are here (issue #14).
    import('wavesurfer.js').then(
      ({ default: WaveSurfer }) => {
        if (destroyed) return;
        const ws = WaveSurfer.create({
          container: element,
          url,
          height: LIMITS.waveformHeight,
          interact: mode === 'practice',
          waveColor: '#9fcfc9',
          progressColor: theme.palette.primary.main,
          cursorColor: theme.palette.primary.dark,
          cursorWidth: 2,
          barWidth: 2,
          barGap: 1,
          barRadius: 2,
          normalize: true,
        });
        player = ws;
        wavesurfer.current = ws;
        let finished = false;
        ws.on('ready', (duration) => {
          setTime({ current: 0, duration });
          change('ready');
        });
        ws.on('play', () => {
          finished = false;
          change('playing');
        });
        // A browser pauses right before it ends: 'finish' follows and wins.
        ws.on('pause', () => !finished && change('paused'));
        ws.on('finish', () => {
          finished = true;
          change('finished');
          callbacks.current.onFinish?.();
        });
        ws.on('timeupdate', (current) => setTime((t) => ({ ...t, current })));
        ws.on('error', (error) => {
          // Destroying a player mid-load (leaving the page) aborts its fetch: not a failure.
          if (destroyed) return;
          console.error(`Audio failed to load: ${url}`, error);
          change('failed');
        });
      },
      (error: unknown) => {
        if (destroyed) return;
        console.error('The audio player could not be loaded', error);
        change('failed');
      },
    );
    return () => {
      destroyed = true;
      wavesurfer.current = null;
      player?.destroy();
    };
  }, [url, mode, attempt]);

  useEffect(() => {
    if (disabled) wavesurfer.current?.pause();
  }, [disabled]);

  const play = () => {
    wavesurfer.current?.play().catch((error: unknown) => console.warn('Playback was blocked', error));
  };
  const pause = () => wavesurfer.current?.pause();
  const replay = () => {
    const ws = wavesurfer.current;
    if (!ws) return;
    ws.setTime(0);
    play();
  };

  const loading = state === 'loading';
  const playing = state === 'playing';
  // Test mode: one play, then the player is spent.
  const spent = mode === 'test' && state === 'finished';

  return (
    <Box role="group" aria-label={label} data-player-state={state} sx={{ position: 'relative' }}>
      <Box
        ref={container}
        data-testid="waveform"
        sx={{
          minHeight: LIMITS.waveformHeight,
          borderRadius: 1,
          bgcolor: 'action.hover',
          opacity: loading || spent || state === 'failed' ? 0.45 : 1,
          cursor: mode === 'practice' && !disabled ? 'pointer' : 'default',
          pointerEvents: mode === 'practice' && !disabled ? 'auto' : 'none',
        }}
      />
      {loading && (
        <Stack
          role="status"
          direction="row"
          sx={{ position: 'absolute', inset: 0, height: LIMITS.waveformHeight, alignItems: 'center', justifyContent: 'center', gap: 1.5 }}
        >
          <CircularProgress size={22} aria-hidden />
          <Typography color="text.secondary">{loadingText}</Typography>
        </Stack>
      )}
      {state === 'failed' ? (
        <Alert
          severity="error"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              Retry
            </Button>
          }
        >
          The audio could not be loaded.
        </Alert>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {mode === 'practice' && playing ? (
            <Button variant="contained" startIcon={<PauseIcon />} onClick={pause}>
              Pause
            </Button>
          ) : (
            <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={play} disabled={loading || disabled || playing || spent}>
              Play
            </Button>
          )}
          {mode === 'practice' && (
            <Button variant="outlined" startIcon={<ReplayIcon />} onClick={replay} disabled={loading || disabled}>
              Replay
            </Button>
          )}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ ml: 'auto', fontVariantNumeric: 'tabular-nums' }}
            aria-label="Playback time"
          >
            {clock(time.current)} / {clock(time.duration)}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}
