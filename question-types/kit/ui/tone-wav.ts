/**
 * A short sine tone as a WAV file, made in memory: stories and tests get playable audio without a committed binary
 * or a server. Pure apart from the final data: URL encoding.
 */
export function toneWav(seconds = 2, hz = 440, sampleRate = 8000): Uint8Array {
  const samples = Math.max(1, Math.round(seconds * sampleRate));
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, s: string) => [...s].forEach((ch, i) => view.setUint8(at + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate, true); // byte rate (8-bit mono)
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++) {
    const fade = Math.min(1, i / 400, (samples - i) / 400);
    bytes[44 + i] = Math.round(128 + 60 * fade * Math.sin((2 * Math.PI * hz * i) / sampleRate));
  }
  return bytes;
}

/** The tone as a data: URL (for `mediaUrl` in stories). */
export function toneDataUrl(seconds = 2, hz = 440): string {
  const bytes = toneWav(seconds, hz);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(bin)}`;
}
