/**
 * The browser's microphone and Web Audio, faked: the test sets what the "microphone" hears (an 8-bit
 * sample amplitude around 128) and can see whether the page released it.
 */
export class FakeMicrophone {
  amplitude = 0;
  track = { stop: jest.fn() };
  closed = false;
  getUserMedia = jest.fn(async (_constraints: MediaStreamConstraints) => ({ getTracks: () => [this.track] }) as unknown as MediaStream);

  install() {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: this.getUserMedia } });
    const hears = () => this.amplitude;
    const close = () => {
      this.closed = true;
    };
    (window as unknown as { AudioContext: unknown }).AudioContext = class {
      createMediaStreamSource() {
        return { connect: () => undefined, disconnect: () => undefined };
      }
      createAnalyser() {
        return {
          fftSize: 2048,
          getByteTimeDomainData(frame: Uint8Array) {
            const amplitude = hears();
            frame.forEach((_, i) => (frame[i] = 128 + (i % 2 === 0 ? amplitude : -amplitude)));
          },
        };
      }
      close() {
        close();
        return Promise.resolve();
      }
    };
  }

  /** Takes the microphone and Web Audio away again, as a browser without them. */
  static uninstall() {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
    delete (window as unknown as { AudioContext?: unknown }).AudioContext;
  }
}
