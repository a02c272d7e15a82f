/**
 * A small model of browser media playback for jsdom, which has none: media elements get a duration
 * once they have a source, play()/pause() change `paused` and fire the events a browser fires, and
 * tests end playback (or block it, like an autoplay policy would) with the helpers below.
 * wavesurfer.js decodes through AudioContext, which jsdom lacks too: a stub decodes any bytes to
 * FAKE_DURATION seconds of silence.
 */
export const FAKE_DURATION = 3;

const played: HTMLMediaElement[] = [];
const blocked: RegExp[] = [];
const state = new WeakMap<HTMLMediaElement, { paused: boolean; currentTime: number }>();

function stateOf(media: HTMLMediaElement) {
  let s = state.get(media);
  if (!s) {
    s = { paused: true, currentTime: 0 };
    state.set(media, s);
  }
  return s;
}

function fire(media: HTMLMediaElement, ...types: string[]): void {
  for (const type of types) media.dispatchEvent(new Event(type));
}

/** Every media element play() was called on, oldest first. */
export function playedMedia(): HTMLMediaElement[] {
  return [...played];
}

/** The last element whose source matches, that was asked to play. */
export function lastPlayed(source: RegExp): HTMLMediaElement | undefined {
  return [...played].reverse().find((m) => source.test(m.currentSrc || m.src));
}

/** Plays `media` to its end: time moves to the duration, then pause and ended fire. */
export function endPlayback(media: HTMLMediaElement): void {
  const s = stateOf(media);
  s.currentTime = FAKE_DURATION;
  s.paused = true;
  fire(media, 'timeupdate', 'pause', 'ended');
}

/** From now on play() rejects for sources matching `source` (an autoplay policy refusing). */
export function blockPlayback(source: RegExp): void {
  blocked.push(source);
}

export function resetMedia(): void {
  played.length = 0;
  blocked.length = 0;
}

class FakeAudioContext {
  sampleRate = 8000;
  state = 'running';
  async decodeAudioData(): Promise<AudioBuffer> {
    const length = FAKE_DURATION * this.sampleRate;
    const channel = new Float32Array(length).map((_, i) => Math.sin(i / 10) * 0.5);
    return {
      duration: FAKE_DURATION,
      numberOfChannels: 1,
      sampleRate: this.sampleRate,
      length,
      getChannelData: () => channel,
    } as unknown as AudioBuffer;
  }
  async close(): Promise<void> {
    this.state = 'closed';
  }
}

export function installFakeMedia(): void {
  const proto = window.HTMLMediaElement.prototype;
  const srcDescriptor = Object.getOwnPropertyDescriptor(proto, 'src')!;
  Object.defineProperties(proto, {
    src: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return srcDescriptor.get!.call(this);
      },
      set(this: HTMLMediaElement, value: string) {
        srcDescriptor.set!.call(this, value);
        stateOf(this).currentTime = 0;
        // A browser reads the file's header next; the duration is known from then on.
        setTimeout(() => value && fire(this, 'loadedmetadata', 'canplay'), 0);
      },
    },
    currentSrc: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return this.src;
      },
    },
    duration: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return this.src ? FAKE_DURATION : NaN;
      },
    },
    paused: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return stateOf(this).paused;
      },
    },
    currentTime: {
      configurable: true,
      get(this: HTMLMediaElement) {
        return stateOf(this).currentTime;
      },
      set(this: HTMLMediaElement, value: number) {
        stateOf(this).currentTime = value;
        fire(this, 'seeking', 'timeupdate', 'seeked');
      },
    },
    play: {
      configurable: true,
      value(this: HTMLMediaElement) {
        played.push(this);
        if (blocked.some((source) => source.test(this.src))) {
          return Promise.reject(
            new DOMException('play() failed because the user did not interact with the document first.', 'NotAllowedError'),
          );
        }
        const s = stateOf(this);
        if (s.currentTime >= FAKE_DURATION) s.currentTime = 0;
        s.paused = false;
        fire(this, 'play', 'playing');
        return Promise.resolve();
      },
    },
    pause: {
      configurable: true,
      value(this: HTMLMediaElement) {
        const s = stateOf(this);
        if (s.paused) return;
        s.paused = true;
        fire(this, 'pause');
      },
    },
    canPlayType: {
      configurable: true,
      value: (type: string) => (/ogg/.test(type) ? 'probably' : ''),
    },
  });
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
  if (!URL.createObjectURL) {
    let next = 0;
    URL.createObjectURL = () => `blob:http://localhost/recording-${(next += 1)}`;
    URL.revokeObjectURL = () => undefined;
  }
}
