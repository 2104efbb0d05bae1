import { useState, type FormEvent } from 'react';
import { Dialog } from '@ui/dialog';
import { Slider } from '@ui/slider';
import { Button } from '@ui/button';
import { Alert } from '@ui/alert';
import { http } from '@kernel/http/client';
import { IsoDateField } from '@kernel/dates/iso-date-field';
import {
  allScoresValid, examDateProblem, examDateWindow, isValidScore,
  SCORE_DEFAULT, SCORE_MAX, SCORE_MIN, SCORE_STEP, SKILLS, type Skill,
} from '../lib/target-score-rules';
import { useStartupTranslation } from '../locales/texts';

export interface TargetScorePayload {
  exam_date: string;
  speaking: number;
  listening: number;
  writing: number;
  reading: number;
}

export function saveTargetScore(payload: TargetScorePayload) {
  return http.post('users/target', payload);
}

export interface TargetScoreFormProps {
  /** signals completion (docs/product-spec.md §4) */
  onComplete?: () => void;
  save?: (payload: TargetScorePayload) => Promise<unknown>;
  /** go to the home route and reload the page */
  goHome?: () => void;
  today?: Date;
}

const initialScores = (): Record<Skill, string> =>
  Object.fromEntries(SKILLS.map((s) => [s, String(SCORE_DEFAULT)])) as Record<Skill, string>;

/** docs/product-spec.md §4, docs/product-spec.md §5: shown when the student has no target score; cannot be dismissed (Escape blocked). */
export function TargetScoreForm({ onComplete, save = saveTargetScore, goHome = () => window.location.assign('/'), today }: TargetScoreFormProps) {
  const { t } = useStartupTranslation();
  const [open, setOpen] = useState(true);
  const [scores, setScores] = useState(initialScores);
  const [examDate, setExamDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const window2y = examDateWindow(today);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const problem = examDateProblem(examDate, today);
    setDateError(
      problem === 'required' ? t('target.examDateRequired') : problem === 'invalid' ? t('target.examDateInvalid') : problem ? t('target.examDateRange') : null,
    );
    if (!allScoresValid(scores)) {
      setAlert(t('target.scoresAlert'));
      return;
    }
    if (problem) return;
    setSaving(true);
    try {
      await save({
        exam_date: examDate,
        speaking: Number(scores.speaking),
        listening: Number(scores.listening),
        writing: Number(scores.writing),
        reading: Number(scores.reading),
      });
      setOpen(false);
      onComplete?.();
      goHome();
    } catch {
      setAlert(t('target.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} title={t('target.title')} maxWidth={500}>
      <form data-testid="target-score-form" noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('target.intro')}</p>
        {SKILLS.map((skill) => (
          <Slider
            key={skill}
            name={skill}
            label={t(`target.skills.${skill}`)}
            numberLabel={t('target.scoreValue', { skill: t(`target.skills.${skill}`) })}
            value={scores[skill]}
            onChange={(v) => setScores((s) => ({ ...s, [skill]: v }))}
            min={SCORE_MIN}
            max={SCORE_MAX}
            step={SCORE_STEP}
            error={isValidScore(scores[skill]) ? null : t('target.scoreError')}
          />
        ))}
        {/* typed as the spec's yyyy-MM-dd: a native date input would show the browser locale's form (mm/dd/yyyy) */}
        <IsoDateField
          name="exam_date"
          label={t('target.examDate')}
          required
          placeholder={t('target.examDatePlaceholder')}
          hint={t('target.examDateHint', { from: window2y.min, to: window2y.max })}
          value={examDate}
          onChange={setExamDate}
          error={dateError}
        />
        {alert && <Alert variant="error">{alert}</Alert>}
        <Button type="submit" busy={saving}>
          {saving ? t('target.saving') : t('target.save')}
        </Button>
      </form>
    </Dialog>
  );
}
