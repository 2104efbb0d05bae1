/**
 * Says a word aloud with the browser's own speech synthesis (en-GB, else en-AU, else any English voice): no recorded
 * pronunciation ships offline (server/modules/word-lists/README.md "Pronunciation"). Where the browser has no speech
 * synthesis the button is not drawn.
 */
import { pickVoice } from '../lib/flash-keys';
import { useWordListsTranslation } from '../locales/texts';

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

export function SpeakButton({ word, className = '' }: { word: string; className?: string }) {
  const { t } = useWordListsTranslation();
  const s = synth();
  if (!s || typeof SpeechSynthesisUtterance === 'undefined') return null;
  const speak = () => {
    const u = new SpeechSynthesisUtterance(word);
    const voice = pickVoice(s.getVoices());
    u.lang = voice?.lang ?? 'en-GB';
    if (voice) u.voice = voice;
    u.rate = 0.9;
    s.cancel();
    s.speak(u);
  };
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        speak();
      }}
      aria-label={t('speak.label', { word })}
      title={t('speak.title')}
      data-testid="speak-word"
      className={`inline-flex h-9 w-9 items-center justify-center rounded-md border border-line bg-surface text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-primary-600 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M11 5L6 9H2v6h4l5 4zM15.5 8.5a5 5 0 010 7M19 5a10 10 0 010 14" />
      </svg>
    </button>
  );
}
