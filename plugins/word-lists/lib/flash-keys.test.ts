import { describe, expect, it } from 'vitest';
import { flashAction, pickVoice } from './flash-keys';

describe('flash-card keys', () => {
  it('Space flips; the arrows answer only once the card is flipped', () => {
    expect(flashAction(' ', false, false)).toBe('flip');
    expect(flashAction(' ', true, false)).toBe('flip');
    expect(flashAction('ArrowRight', false, false)).toBeNull();
    expect(flashAction('ArrowRight', true, false)).toBe('known');
    expect(flashAction('ArrowLeft', true, false)).toBe('again');
    expect(flashAction('Enter', true, false)).toBeNull();
  });
  it('keys typed into a field are left alone', () => {
    expect(flashAction(' ', false, true)).toBeNull();
    expect(flashAction('ArrowRight', true, true)).toBeNull();
  });
});

describe('the voice', () => {
  const v = (lang: string, name = lang) => ({ lang, name });
  it('British first, then Australian, then any English; none without English', () => {
    expect(pickVoice([v('en-US'), v('en-AU'), v('en-GB')])!.lang).toBe('en-GB');
    expect(pickVoice([v('en-US'), v('en_AU')])!.lang).toBe('en_AU');
    expect(pickVoice([v('fr-FR'), v('en-IN')])!.lang).toBe('en-IN');
    expect(pickVoice([v('bn-BD')])).toBeNull();
  });
});
