/** The parts of @echogarden/espeak-ng-emscripten (an Emscripten + WebIDL build, no types of its own) we use. */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakNGWorker {
    /** 0 when the voice was found; anything else leaves the previous voice selected. */
    set_voice(name: string): number;
    set_rate(wordsPerMinute: number): void;
    get_samplerate(): number;
    /** Calls back with 16-bit samples as they are made; return 0 to go on. */
    synthesize(text: string, callback: (samples: Int16Array, events: unknown) => number): number;
    list_voices(): Array<{ name: string; identifier: string; languages: Array<{ name: string; priority: number }> }>;
  }
  export interface ESpeakNGModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  export default function initialise(options?: {
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }): Promise<ESpeakNGModule>;
}
