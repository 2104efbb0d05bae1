import type { Timing } from '../define-question-type.ts';
import type { SpokenResponse } from '../scoring/rubric.ts';
import type { SpeechMeasures } from '../scoring/speech-measures.ts';
import type { PlayerProps } from '../ui-contract.ts';
import { PracticeTranscript } from './practice-transcript.tsx';
import { Recorder } from './recorder.tsx';

export type SpeakingResponse = SpokenResponse & { measures?: SpeechMeasures };

export interface SpeakingAnswerProps<R extends SpeakingResponse> extends Pick<PlayerProps<unknown, R>, 'response' | 'onChange' | 'mode' | 'disabled' | 'upload' | 'onComplete' | 'onBusyChange' | 'finishRequest'> {
  timing: Timing;
  /** false: the recorder waits for `start` (set when the prompt's audio has ended) */
  autoStart?: boolean;
  start?: boolean;
}

/**
 * A speaking player's answer: the recorder (its path and measures go into the response) and, in practice only,
 * the typed practice transcript (what Answer Short Question scores when no assessor transcript exists).
 * `onComplete` follows the onChange that hands over a finished recording (PlayerProps.onComplete); `onBusyChange` and
 * `finishRequest` (PlayerProps) let a test page stop a running recording and wait for it instead of dropping it.
 */
export function SpeakingAnswer<R extends SpeakingResponse>({ timing, autoStart = true, start, response, onChange, mode, disabled, upload, onComplete, onBusyChange, finishRequest }: SpeakingAnswerProps<R>) {
  return (
    <>
      <Recorder
        mode={mode}
        timing={timing}
        autoStart={autoStart}
        start={start}
        upload={upload}
        disabled={disabled}
        finishRequest={finishRequest}
        onBusyChange={onBusyChange}
        onResult={({ recording, measures }) => {
          onChange({ ...response, recording: recording ?? response?.recording ?? null, measures });
          // the answer is final once the recording is stored (without an upload: once it is measured)
          if (recording || !upload) onComplete?.();
        }}
      />
      {mode !== 'test' && (
        <PracticeTranscript value={response?.transcript ?? ''} onChange={(transcript) => onChange({ ...response, recording: response?.recording ?? null, transcript })} disabled={disabled} />
      )}
    </>
  );
}

export default SpeakingAnswer;
