import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Button } from '@ui/button';
import { audioReducer, canPlay, canReplay, initialAudioState, type AudioPhase } from './audio-state.ts';
import { useKitTranslation } from './kit-i18n.ts';

export type AudioStatus = AudioPhase;

export interface AudioPromptProps {
  /** absolute URL of the audio */
  src: string;
  /** countdown before the audio starts by itself ("Beginning in N seconds") */
  preAudioSec: number;
  /** 1 in a test; null = unlimited (practice shows "Play again") */
  maxPlays: number | null;
  onStatusChange?: (status: AudioStatus) => void;
  onEnded?: () => void;
  className?: string;
}

/**
 * The PTE audio status box: "Beginning in 7 seconds" → "Playing" → "Completed", a progress bar and a volume
 * control. The audio starts by itself after the countdown; in a test it plays once, in practice "Play again"
 * replays it. When the browser refuses to autoplay, a Play button appears. A new `src` starts over.
 */
export function AudioPrompt(props: AudioPromptProps) {
  return <AudioPromptInner key={props.src} {...props} />;
}

function AudioPromptInner({ src, preAudioSec, maxPlays, onStatusChange, onEnded, className = '' }: AudioPromptProps) {
  const { t } = useKitTranslation();
  const [state, dispatch] = useReducer(audioReducer, undefined, () => initialAudioState(preAudioSec, maxPlays));
  const audioRef = useRef<HTMLAudioElement>(null);
  const [progress, setProgress] = useState(0);
  const [volume, setVolume] = useState(100);
  const volumeId = useId();
  const statusId = useId();
  const callbacks = useRef({ onStatusChange, onEnded });
  useEffect(() => {
    callbacks.current = { onStatusChange, onEnded };
  });

  // the countdown: one TICK a second
  useEffect(() => {
    if (state.phase !== 'countdown') return;
    const timer = setTimeout(() => dispatch({ type: 'TICK' }), 1000);
    return () => clearTimeout(timer);
  }, [state.phase, state.remaining]);

  // start the audio when the state machine asks for it
  useEffect(() => {
    if (state.phase !== 'starting') return;
    const audio = audioRef.current;
    if (!audio) return;
    let cancelled = false;
    try {
      audio.currentTime = 0;
    } catch {
      /* not seekable yet: it starts from 0 anyway */
    }
    setProgress(0);
    let attempt: Promise<void> | undefined;
    try {
      attempt = audio.play();
    } catch (err) {
      dispatch({ type: isRefusal(err) ? 'BLOCKED' : 'ERROR' });
      return;
    }
    Promise.resolve(attempt).then(
      () => {
        if (!cancelled) dispatch({ type: 'PLAYING' });
      },
      (err: unknown) => {
        if (!cancelled) dispatch({ type: isRefusal(err) ? 'BLOCKED' : 'ERROR' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.phase, state.plays]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume / 100;
  }, [volume]);

  useEffect(() => {
    callbacks.current.onStatusChange?.(state.phase);
    if (state.phase === 'completed') callbacks.current.onEnded?.();
  }, [state.phase]);

  const visible = statusText(state.phase, state.remaining, t);
  // screen readers hear the phase changes, not every second of the countdown
  const announced = state.phase === 'countdown' ? statusText('countdown', Math.max(0, Math.floor(preAudioSec)), t) : visible;
  const percent = state.phase === 'completed' ? 100 : Math.round(progress * 100);

  return (
    <section aria-label={t('audio.region')} data-testid="audio-prompt" data-status={state.phase} className={`w-full max-w-xl rounded-md border border-line bg-surface p-4 ${className}`}>
      <audio
        ref={audioRef}
        src={src}
        preload="auto"
        onPlaying={() => dispatch({ type: 'PLAYING' })}
        onEnded={() => {
          setProgress(1);
          dispatch({ type: 'ENDED' });
        }}
        onError={() => dispatch({ type: 'ERROR' })}
        onTimeUpdate={(e) => {
          const a = e.currentTarget;
          if (a.duration > 0 && Number.isFinite(a.duration)) setProgress(Math.min(1, a.currentTime / a.duration));
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-48 flex-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted" id={statusId}>
            {t('audio.status')}
          </p>
          <p aria-hidden="true" data-testid="audio-status" className={`text-base font-semibold ${state.phase === 'error' ? 'text-danger-700' : 'text-ink'}`}>
            {visible}
          </p>
          <p role="status" className="sr-only">
            {announced}
          </p>
        </div>
        {(state.phase === 'blocked' || (state.phase === 'error' && canPlay(state))) && (
          <Button onClick={() => dispatch({ type: 'PLAY' })} data-testid="audio-play">
            {t('audio.play')}
          </Button>
        )}
        {canReplay(state) && (
          <Button variant="secondary" onClick={() => dispatch({ type: 'PLAY' })} data-testid="audio-replay">
            {t('audio.playAgain')}
          </Button>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={t('audio.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 w-full overflow-hidden rounded-full bg-canvas"
      >
        <div className="h-full bg-primary-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-3 flex items-center gap-3">
        <label htmlFor={volumeId} className="text-sm font-medium text-ink">
          {t('audio.volume')}
        </label>
        <input
          id={volumeId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volume}
          aria-valuetext={`${volume}%`}
          onChange={(e) => setVolume(Number(e.target.value))}
          className="h-2 w-40 cursor-pointer accent-primary-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        />
        <span className="w-10 text-sm tabular-nums text-muted" aria-hidden="true">
          {volume}%
        </span>
      </div>
      {maxPlays === 1 && <p className="mt-2 text-xs text-muted">{t('audio.onceOnly')}</p>}
    </section>
  );
}

function isRefusal(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'NotAllowedError';
}

function statusText(phase: AudioPhase, remaining: number, t: ReturnType<typeof useKitTranslation>['t']): string {
  switch (phase) {
    case 'countdown':
      return t('audio.beginningIn', { count: remaining });
    case 'starting':
      return t('audio.starting');
    case 'playing':
      return t('audio.playing');
    case 'blocked':
      return t('audio.blocked');
    case 'completed':
      return t('audio.completed');
    case 'error':
      return t('audio.error');
  }
}

export default AudioPrompt;
