import { useState, type ReactNode } from 'react';
import type { Timing } from '../define-question-type.ts';
import type { PlayerProps } from '../ui-contract.ts';
import { AudioPrompt } from './audio-prompt.tsx';
import { SpeakingAnswer, type SpeakingResponse } from './speaking-answer.tsx';

export interface AudioThenSpeakProps<R extends SpeakingResponse> extends Omit<PlayerProps<unknown, R>, 'content'> {
  testId: string;
  instruction: string;
  /** the prompt's stored audio path */
  audio: string;
  timing: Timing;
  /** what the screen shows besides the audio (an image, a situation), above it */
  children?: ReactNode;
}

/**
 * The speaking items prompted by audio (Repeat Sentence, Re-tell Lecture, Answer Short Question, Summarize Group
 * Discussion, Respond to a Situation) as on the PTE screen: the instruction, the stimulus, the audio (once in a
 * test), then the recorder, whose preparation starts when the audio has played (or could not be played).
 */
export function AudioThenSpeak<R extends SpeakingResponse>({ testId, instruction, audio, timing, children, ...player }: AudioThenSpeakProps<R>) {
  const [audioDone, setAudioDone] = useState(false);
  return (
    <div data-testid={testId} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{instruction}</p>
      {children}
      <AudioPrompt
        src={player.mediaUrl(audio)}
        preAudioSec={timing.preAudioSec ?? 3}
        maxPlays={player.mode === 'test' ? (timing.audioPlays ?? 1) : null}
        onEnded={() => setAudioDone(true)}
        onStatusChange={(s) => s === 'error' && setAudioDone(true)}
      />
      <SpeakingAnswer {...player} timing={timing} autoStart={false} start={audioDone} />
    </div>
  );
}
