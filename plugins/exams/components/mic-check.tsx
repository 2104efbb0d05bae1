/**
 * The microphone check before a test with speaking items (UI.md "The exam player"): opens the microphone, shows a
 * live level meter and says when a voice is heard; the test can start once the microphone works. The devices are the
 * question-type kit's browser ones; tests pass fakes.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { browserDevices, type RecorderDevices } from '@question-types/kit/ui/recorder-devices';
import { useExamsTranslation } from '../locales/texts';

const VOICE_LEVEL = 0.08;

type MicState = 'idle' | 'requesting' | 'open' | 'denied' | 'absent';

export function MicCheck({ onReady, devices = browserDevices }: { onReady(ok: boolean): void; devices?: Pick<RecorderDevices, 'openMicrophone' | 'meterLevels' | 'release'> }) {
  const { t } = useExamsTranslation();
  const [state, setState] = useState<MicState>('idle');
  const [level, setLevel] = useState(0);
  const [heard, setHeard] = useState(false);
  const cleanup = useRef<() => void>(() => {});
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => () => cleanup.current(), []);

  const start = async () => {
    cleanup.current();
    setState('requesting');
    try {
      const stream = await devices.openMicrophone();
      const stop = devices.meterLevels(stream, (l) => {
        setLevel(l);
        if (l >= VOICE_LEVEL) setHeard(true);
      });
      cleanup.current = () => {
        stop();
        devices.release(stream);
        cleanup.current = () => {};
      };
      setState('open');
      onReadyRef.current(true);
    } catch (e) {
      const name = (e as { name?: string } | null)?.name;
      setState(name === 'NotFoundError' || name === 'NotSupportedError' ? 'absent' : 'denied');
      onReadyRef.current(false);
    }
  };

  return (
    <section aria-labelledby="mic-check-title" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid="mic-check" data-state={state}>
      <h2 id="mic-check-title" className="text-base font-semibold text-ink">
        {t('mic.title')}
      </h2>
      <p className="text-sm text-muted">{t('mic.intro')}</p>
      {state === 'open' && (
        <div className="flex flex-col gap-2">
          <div className="h-3 w-full max-w-sm overflow-hidden rounded-full bg-canvas" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(level * 100)} aria-label={t('mic.level')}>
            <span className="block h-full rounded-full bg-success-700 transition-[width]" style={{ width: `${Math.round(level * 100)}%` }} />
          </div>
          <p role="status" className={`text-sm ${heard ? 'text-success-700' : 'text-muted'}`} data-testid="mic-heard" data-heard={heard ? 'true' : 'false'}>
            {heard ? t('mic.heard') : t('mic.speak')}
          </p>
        </div>
      )}
      {state === 'denied' && <Alert variant="error">{t('mic.denied')}</Alert>}
      {state === 'absent' && <Alert variant="error">{t('mic.absent')}</Alert>}
      {state !== 'open' && (
        <Button variant="secondary" className="self-start" onClick={() => void start()} busy={state === 'requesting'} data-testid="mic-check-start">
          {state === 'idle' || state === 'requesting' ? t('mic.start') : t('mic.retry')}
        </Button>
      )}
    </section>
  );
}
