/** Which material kind a chosen file looks like (the server decides by content; this only pre-fills the form). */
import type { Kind } from './paths';

const BY_EXT: Record<string, Kind> = {
  pdf: 'pdf', doc: 'word', docx: 'word', odt: 'word',
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image', webp: 'image',
  mp3: 'audio', m4a: 'audio', wav: 'audio', ogg: 'audio', oga: 'audio', flac: 'audio', aac: 'audio', weba: 'audio',
  mp4: 'video', webm: 'video', mov: 'video', ogv: 'video', m4v: 'video',
};

export function kindOfFile(name: string, type: string): Kind | null {
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return BY_EXT[ext] ?? null;
}

/** "1.5 MB" */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${+(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${+(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
