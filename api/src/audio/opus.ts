import { scratchFile, withLibAV, type LibAV } from './libav.js';
import type { Pcm } from './pcm.js';

/** The rates Opus encodes natively; anything else is resampled to one of them first. */
export type OpusRate = 8000 | 12000 | 16000 | 24000 | 48000;

export interface OpusOptions {
  sampleRate: OpusRate;
  /** Ogg (what we store) by default; WebM is what Chromium's MediaRecorder uploads (tests make such files). */
  container?: 'ogg' | 'webm';
  /** Bits per second; speech is clear from 16 kbps and transparent around 32 kbps. */
  bitrate: number;
}

/** Samples handed to the resampler per frame: any size works, this keeps each copy small. */
const FILTER_CHUNK = 8192;
/** AV_CH_LAYOUT_MONO. */
const MONO = 4;

/** Resamples (FFmpeg's aresample) and cuts the audio into frames of the encoder's size. */
async function resampleToFrames(libav: LibAV, pcm: Pcm, rate: number, frameSize: number, framePointer: number) {
  const FLT = libav.AV_SAMPLE_FMT_FLT;
  const [graph, source, sink] = await libav.ff_init_filter_graph(
    `aresample=${rate}`,
    { sample_rate: pcm.sampleRate, sample_fmt: FLT, channel_layout: MONO },
    { sample_rate: rate, sample_fmt: FLT, channel_layout: MONO, frame_size: frameSize },
  );
  try {
    const input = [];
    for (let offset = 0; offset < pcm.samples.length; offset += FILTER_CHUNK) {
      input.push({
        data: pcm.samples.subarray(offset, offset + FILTER_CHUNK),
        channel_layout: MONO,
        format: FLT,
        pts: offset,
        sample_rate: pcm.sampleRate,
      });
    }
    return await libav.ff_filter_multi(source, sink, framePointer, input, true);
  } finally {
    await libav.avfilter_graph_free_js(graph);
  }
}

/**
 * Encodes mono PCM as an Ogg Opus file at the given rate and bitrate ('voip' tuning: speech).
 * The Ogg pages carry the real duration (pre-skip and end trimming), so players show it exactly.
 */
export function encodeOpus(pcm: Pcm, options: OpusOptions): Promise<Buffer> {
  if (pcm.samples.length === 0) return Promise.reject(new Error('encodeOggOpus: no samples'));
  return withLibAV(async (libav) => {
    const rate = options.sampleRate;
    const [, context, frame, packet, frameSize] = await libav.ff_init_encoder('libopus', {
      ctx: { bit_rate: options.bitrate, sample_fmt: libav.AV_SAMPLE_FMT_FLT, sample_rate: rate, channel_layout: MONO, channels: 1 },
      time_base: [1, rate],
      options: { application: 'voip' },
    });
    const file = scratchFile(options.container ?? 'ogg');
    try {
      const frames = await resampleToFrames(libav, pcm, rate, frameSize, frame);
      const [format, , io] = await libav.ff_init_muxer({ filename: file, open: true }, [[context, 1, rate]]);
      try {
        await libav.avformat_write_header(format, 0);
        const packets = await libav.ff_encode_multi(context, frame, packet, frames, true);
        await libav.ff_write_multi(format, packet, packets);
        await libav.av_write_trailer(format);
      } finally {
        await libav.ff_free_muxer(format, io);
      }
      return Buffer.from(await libav.readFile(file));
    } finally {
      await libav.ff_free_encoder(context, frame, packet);
      await libav.unlink(file).catch(() => undefined);
    }
  });
}
