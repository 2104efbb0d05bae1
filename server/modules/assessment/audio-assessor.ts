// The audio-measuring assessor (speaking types): decodes the bound recording and measures speaking time, time to
// first speech, pauses and duration. It hears no words: words per minute follows once a transcript exists (from an
// external recogniser or a trainer), see pipeline.ts. No trait is estimated from these measures.
import type { AnyQuestionType } from '@question-types/registry.ts';
import { decodeRecordingFile } from './audio/decode.ts';
import { measureSpeech } from './audio/measures.ts';
import type { AssessInput, Assessor } from './types.ts';

export const audioAssessor: Assessor = {
  name: 'audio',
  appliesTo: (type: AnyQuestionType) => type.section === 'speaking',
  async assess({ recordingFile }: AssessInput) {
    if (!recordingFile) return {};
    const pcm = await decodeRecordingFile(recordingFile);
    if (!pcm || pcm.samples.length === 0) return {};
    const m = measureSpeech(pcm.samples, pcm.sampleRate);
    const measures: Record<string, number> = {
      durationSec: m.durationSec,
      speakingSec: m.speakingSec,
      pauseCount: m.pauseCount,
      pauseTotalSec: m.pauseTotalSec,
      longestPauseSec: m.longestPauseSec,
    };
    if (m.firstSpeechSec !== undefined) measures.firstSpeechSec = m.firstSpeechSec;
    return { measures };
  },
};
