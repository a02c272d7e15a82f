/** Static assets Rspack emits next to the remote's chunks; importing one gives its URL. */
declare module '*.wav' {
  const url: string;
  export default url;
}

declare module 'opus-recorder/dist/encoderWorker.min.js' {
  const url: string;
  export default url;
}
