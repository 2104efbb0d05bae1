/** One part of a chapter, edited by its kind: a video, rich text, a material, a quiz set or PTE items of the bank. */
import { useState } from 'react';
import { TextField } from '@ui/text-field';
import { Alert } from '@ui/alert';
import { uploadFile } from '@kernel/http/upload';
import { findMaterials, findQuestions, findQuizSets } from '../api/authoring';
import { LIMITS, type PartDraft } from '../lib/draft';
import { useOnlineClassTranslation } from '../locales/texts';
import { Picker } from './picker';
import { LazyRichText } from './rich-text';

export function PartEditor({ part, name, onChange }: { part: PartDraft; name: string; onChange: (patch: Partial<PartDraft>) => void }) {
  const { t } = useOnlineClassTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="part-editor" data-kind={part.kind}>
      <TextField label={t('parts.title')} name={`${name}.title`} value={part.title} maxLength={LIMITS.title} hint={t('parts.titleHint')} onChange={(e) => onChange({ title: e.target.value })} />
      {part.kind === 'video' && <VideoPart part={part} onChange={onChange} />}
      {part.kind === 'text' && <LazyRichText label={t('parts.text')} name={`${name}.html`} value={part.html ?? ''} onChange={(html) => onChange({ html })} />}
      {part.kind === 'material' && (
        <Picker
          label={t('parts.pickMaterial')}
          testId="pick-material"
          name="materials"
          load={async (s) => (await findMaterials(s)).items.map((m) => ({ id: m.id, title: m.title, detail: t(`materialKinds.${m.kind}`) }))}
          chosen={part.material_id ? [part.material_id] : []}
          onPick={([id], [o]) => onChange({ material_id: id ?? null, ref_title: o?.title })}
        />
      )}
      {part.kind === 'quiz' && (
        <Picker
          label={t('parts.pickQuiz')}
          testId="pick-quiz"
          name="quiz-sets"
          load={async (s) => (await findQuizSets(s)).items.map((q) => ({ id: q.id, title: q.title, detail: t('parts.questionCount', { count: q.no_of_questions }) }))}
          chosen={part.quiz_set_id ? [part.quiz_set_id] : []}
          onPick={([id], [o]) => onChange({ quiz_set_id: id ?? null, ref_title: o?.title })}
        />
      )}
      {part.kind === 'pte' && (
        <Picker
          label={t('parts.pickQuestions', { max: LIMITS.questions })}
          testId="pick-questions"
          multiple
          max={LIMITS.questions}
          name="questions"
          load={async (s) => (await findQuestions(s)).items.map((q) => ({ id: q.id, title: q.title || `#${q.id}`, detail: q.slug }))}
          chosen={part.question_ids ?? []}
          onPick={(ids, picked) => onChange({ question_ids: ids, question_titles: picked.map((p) => p.title) })}
        />
      )}
      {part.ref_title && part.kind !== 'text' && part.kind !== 'pte' && (
        <p className="text-sm text-muted" data-testid="part-chosen">
          {t('parts.chosen', { title: part.ref_title })}
        </p>
      )}
      {part.kind === 'pte' && (part.question_ids?.length ?? 0) > 0 && (
        <p className="text-sm text-muted" data-testid="part-chosen">
          {t('parts.questionsChosen', { count: part.question_ids?.length ?? 0 })}
        </p>
      )}
    </div>
  );
}

function VideoPart({ part, onChange }: { part: PartDraft; onChange: (patch: Partial<PartDraft>) => void }) {
  const { t } = useOnlineClassTranslation();
  const [source, setSource] = useState<'material' | 'upload'>(part.video_path ? 'upload' : 'material');
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailed(false);
    setProgress(0);
    try {
      const path = await uploadFile(file, 'materials', (f) => setProgress(Math.round(f * 100)));
      onChange({ video_path: path, material_id: null, ref_title: file.name });
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('parts.videoSource')}</legend>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="radio" checked={source === 'material'} onChange={() => setSource('material')} />
          {t('parts.videoFromMaterials')}
        </label>
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="radio" checked={source === 'upload'} onChange={() => setSource('upload')} />
          {t('parts.videoUpload')}
        </label>
      </fieldset>
      {source === 'material' ? (
        <Picker
          label={t('parts.pickVideo')}
          testId="pick-video"
          name="videos"
          load={async (s) => (await findMaterials(s, 'video')).items.map((m) => ({ id: m.id, title: m.title }))}
          chosen={part.material_id ? [part.material_id] : []}
          onPick={([id], [o]) => onChange({ material_id: id ?? null, video_path: null, ref_title: o?.title })}
        />
      ) : (
        <label className="flex flex-col gap-1 text-sm text-ink">
          {t('parts.videoFile')}
          <input type="file" accept="video/*" disabled={progress !== null} onChange={(e) => void upload(e.target.files?.[0])} />
        </label>
      )}
      {progress !== null && <p className="text-sm text-muted" role="status">{t('info.uploading', { percent: progress })}</p>}
      {failed && <Alert variant="error">{t('info.uploadFailed')}</Alert>}
    </div>
  );
}
