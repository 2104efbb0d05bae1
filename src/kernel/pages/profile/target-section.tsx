import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bn } from 'date-fns/locale/bn';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Slider } from '@ui/slider';
import { HttpError } from '../../http/client';
import { formatDisplayDate } from '../../dates/format';
import { IsoDateField } from '../../dates/iso-date-field';
import { isoDateWindow } from '../../dates/typed-date';
import { saveTarget, type TargetScore } from './api';
import { SCORE_DEFAULT, SCORE_MAX, SCORE_MIN, SKILLS, examDateProblem, isValidScore, overallOf, type Skill } from './target-rules';

type Field = Skill | 'exam_date';

/**
 * A student's target: the overall (the four skills' mean), the four skills (10-90) and the exam date, and a form to
 * change them (POST users/target). Only students have one; the page shows this section to no one else.
 */
export function TargetSection({ target, onSaved }: { target: TargetScore | null; onSaved: (t: TargetScore) => void }) {
  const { t, i18n } = useTranslation('pages');
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const locale = i18n.language === 'bn' ? bn : undefined;

  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5" aria-labelledby={titleId} data-testid="profile-target-score">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {t('profile.targetScore')}
          </h2>
          <p className="text-sm text-muted">{t('profile.target.intro')}</p>
        </div>
        {!editing && (
          <Button variant="secondary" onClick={() => {
              setSaved(false);
              setEditing(true);
            }}>
            {target ? t('profile.target.edit') : t('profile.target.set')}
          </Button>
        )}
      </div>
      {editing ? (
        <TargetForm
          target={target}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            setEditing(false);
            setSaved(true);
            onSaved(next);
          }}
        />
      ) : target ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="profile-target-values">
          <div>
            <dt className="text-xs text-muted" title={t('profile.overallHint')}>
              {t('profile.overall')}
            </dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="profile-target-overall">
              {overallOf(target)}
            </dd>
          </div>
          {SKILLS.map((s) => (
            <div key={s}>
              <dt className="text-xs text-muted">{t(`profile.skills.${s}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{target[s]}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs text-muted">{t('profile.examDate')}</dt>
            <dd className="text-sm">{formatDisplayDate(target.exam_date, locale)}</dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted">{t('profile.noTarget')}</p>
      )}
      {saved && !editing && <Alert variant="success">{t('profile.target.saved')}</Alert>}
    </section>
  );
}

function TargetForm({ target, onCancel, onSaved }: { target: TargetScore | null; onCancel: () => void; onSaved: (t: TargetScore) => void }) {
  const { t } = useTranslation('pages');
  const [scores, setScores] = useState<Record<Skill, string>>(
    () => Object.fromEntries(SKILLS.map((s) => [s, String(target?.[s] ?? SCORE_DEFAULT)])) as Record<Skill, string>,
  );
  const [examDate, setExamDate] = useState(target?.exam_date ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const valid = SKILLS.every((s) => isValidScore(scores[s]));
  const numbers = Object.fromEntries(SKILLS.map((s) => [s, Number(scores[s])])) as Record<Skill, number>;
  const example = isoDateWindow(0).min;

  function dateMessage(value: string): string | undefined {
    const problem = examDateProblem(value);
    if (problem === 'required') return t('profile.target.examDateRequired');
    if (problem === 'invalid') return t('profile.target.examDateInvalid');
    if (problem === 'out-of-range') return t('profile.target.examDateRange');
    return undefined;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailed(false);
    const date = dateMessage(examDate);
    setErrors(date ? { exam_date: date } : {});
    if (date || !valid) return;
    setSaving(true);
    try {
      onSaved(await saveTarget({ exam_date: examDate, ...numbers }));
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const f = err.fieldErrors;
        setErrors(Object.fromEntries((['exam_date', ...SKILLS] as Field[]).map((k) => [k, f[k]?.[0]]).filter(([, m]) => m)));
      } else {
        setFailed(true);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" data-testid="profile-target-form">
      {SKILLS.map((skill) => (
        <Slider
          key={skill}
          name={skill}
          label={t(`profile.skills.${skill}`)}
          numberLabel={t('profile.target.scoreValue', { skill: t(`profile.skills.${skill}`) })}
          value={scores[skill]}
          onChange={(v) => setScores((s) => ({ ...s, [skill]: v }))}
          min={SCORE_MIN}
          max={SCORE_MAX}
          error={isValidScore(scores[skill]) ? errors[skill] : t('profile.target.scoreError')}
        />
      ))}
      <p className="text-sm text-muted" aria-live="polite">
        {t('profile.overall')}: <span className="font-semibold tabular-nums text-ink" data-testid="profile-target-overall-live">{valid ? overallOf(numbers) : '–'}</span>
        {' · '}
        {t('profile.overallHint')}
      </p>
      <IsoDateField
        name="exam_date"
        label={t('profile.examDate')}
        required
        placeholder={t('profile.target.examDatePlaceholder')}
        hint={t('profile.target.examDateHint', { example })}
        value={examDate}
        onChange={setExamDate}
        error={errors.exam_date}
      />
      {failed && <Alert variant="error">{t('profile.target.saveFailed')}</Alert>}
      <div className="flex gap-2">
        <Button type="submit" busy={saving}>
          {saving ? t('profile.target.saving') : t('profile.target.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          {t('profile.target.cancel')}
        </Button>
      </div>
    </form>
  );
}
