/**
 * Read-only renderings of a speaking or writing item for the trainer: the prompt (text, passage, image, the audio
 * in the kit's AudioPrompt on demand), the student's answer (recording or written text) and the key (model answer,
 * key points, accepted answers, the sentence).
 */
import { useState, type ReactNode } from 'react';
import { Button } from '@ui/button';
import { AudioPrompt } from '@question-types/kit/ui/audio-prompt';
import { htmlToText } from '@question-types/kit/ui/html-text';
import { RecordingPlayer, type useRecordingUrl } from './recording';
import { useEvaluationTranslation } from '../locales/texts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
/** Editor HTML (passages, prompts) as plain text; plain text stays as it is. */
const plain = (s: string) => (/<[a-z][\s\S]*>/i.test(s) ? htmlToText(s) : s);

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-1" data-testid={testId}>
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

const TEXT_FIELDS = ['situation', 'text', 'passage', 'prompt', 'question'] as const;

/** The prompt of a speaking or writing item, read-only. */
export function PromptView({ content, mediaUrl }: { content: unknown; mediaUrl: (path: string) => string }) {
  const { t } = useEvaluationTranslation();
  const c = obj(content);
  const [playing, setPlaying] = useState(false);
  const audio = str(c.audio);
  const image = str(c.image);
  return (
    <div className="flex flex-col gap-3" data-testid="prompt-view">
      {TEXT_FIELDS.map((f) => {
        const s = str(c[f]);
        return s ? (
          <p key={f} className="whitespace-pre-line text-sm text-ink">
            {plain(s)}
          </p>
        ) : null;
      })}
      {image && <img src={mediaUrl(image)} alt={str(c.alt) ?? t('eval.image')} className="max-h-80 max-w-full rounded-md border border-line object-contain" />}
      {audio &&
        (playing ? (
          <AudioPrompt src={mediaUrl(audio)} preAudioSec={0} maxPlays={null} />
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setPlaying(true)} data-testid="play-prompt">
              {t('eval.playPrompt')}
            </Button>
          </div>
        ))}
    </div>
  );
}

/** The student's answer: the recording (from its blob) and a typed transcript, or the written text. */
export function AnswerView({ section, response, recording, recordingState }: { section: string; response: unknown; recording: string | null; recordingState: ReturnType<typeof useRecordingUrl> }) {
  const { t } = useEvaluationTranslation();
  const r = obj(response);
  const text = typeof r.text === 'string' ? r.text : null;
  const typed = str(r.transcript);
  if (section === 'speaking') {
    return (
      <div className="flex flex-col gap-3" data-testid="answer-view">
        <Block title={t('eval.recording')}>
          <RecordingPlayer path={recording} state={recordingState} />
        </Block>
        {typed && (
          <Block title={t('eval.typedTranscript')}>
            <p className="whitespace-pre-line text-sm text-ink">{typed}</p>
          </Block>
        )}
      </div>
    );
  }
  return (
    <div data-testid="answer-view">
      <Block title={t('eval.writtenText')}>
        {text && text.trim() !== '' ? (
          <p className="whitespace-pre-line rounded-md border border-line bg-canvas p-3 text-sm text-ink" data-testid="answer-text">
            {text}
          </p>
        ) : (
          <p className="text-sm text-muted">{t('eval.noAnswer')}</p>
        )}
      </Block>
    </div>
  );
}

/** The key as a trainer or, after submission, the student reads it. */
export function KeyView({ itemKey }: { itemKey: unknown }) {
  const { t } = useEvaluationTranslation();
  const k = obj(itemKey);
  const model = str(k.modelAnswer);
  const sentence = str(k.sentence);
  const points = strings(k.keyPoints);
  const accepted = strings(k.accepted);
  const competing = strings(k.competing);
  const empty = !model && !sentence && points.length === 0 && accepted.length === 0;
  return (
    <div className="flex flex-col gap-3" data-testid="key-view">
      {empty && <p className="text-sm text-muted">{t('eval.noKey')}</p>}
      {sentence && (
        <Block title={t('eval.sentence')}>
          <p className="text-sm text-ink">{sentence}</p>
        </Block>
      )}
      {model && (
        <Block title={t('eval.modelAnswer')} testId="model-answer">
          <p className="whitespace-pre-line text-sm text-ink">{plain(model)}</p>
        </Block>
      )}
      {points.length > 0 && (
        <Block title={t('eval.keyPoints')}>
          <ul className="list-disc pl-5 text-sm text-ink">
            {points.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </Block>
      )}
      {accepted.length > 0 && (
        <Block title={t('eval.accepted')}>
          <p className="text-sm text-ink">{accepted.join(', ')}</p>
        </Block>
      )}
      {competing.length > 0 && (
        <Block title={t('eval.competing')}>
          <p className="text-sm text-ink">{competing.join(', ')}</p>
        </Block>
      )}
    </div>
  );
}
