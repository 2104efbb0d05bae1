import { describe, expect, it } from 'vitest';
import { fileSize, kindOfFile } from './kinds';

describe('kindOfFile', () => {
  it('reads the browser type first, then the extension', () => {
    expect(kindOfFile('a.bin', 'application/pdf')).toBe('pdf');
    expect(kindOfFile('lecture.webm', '')).toBe('video');
    expect(kindOfFile('Notes.DOCX', '')).toBe('word');
    expect(kindOfFile('song.mp3', 'audio/mpeg')).toBe('audio');
    expect(kindOfFile('x.svg', 'image/svg+xml')).toBeNull();
    expect(kindOfFile('setup.exe', 'application/x-msdownload')).toBeNull();
  });
  it('prints sizes', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(1536 * 1024)).toBe('1.5 MB');
  });
});
