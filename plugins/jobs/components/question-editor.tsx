/**
 * The circular's screening questions: add, remove, edit, mark required, and reorder by dragging (@dnd-kit through
 * the kit's sortable list: mouse, touch, or Space and the arrows on the handle) or with the Move up / Move down
 * buttons. The order here is the order applicants see.
 */
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { TextAreaField } from '@ui/text-area-field';
import { Button } from '@ui/button';
import { MAX_QUESTIONS, newQuestion, patchQuestion, removeQuestion, reorderQuestions, type QuestionDraft } from '../lib/circular';
import { useJobsTranslation } from '../locales/texts';

export function QuestionEditor({ questions, errors, disabled, onChange }: {
  questions: QuestionDraft[];
  /** `questions.<index>.question` -> message */
  errors: Record<string, string | undefined>;
  disabled?: boolean;
  onChange: (next: QuestionDraft[]) => void;
}) {
  const { t } = useJobsTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="question-editor">
      {questions.length === 0 ? (
        <p className="text-sm text-muted">{t('form.noQuestions')}</p>
      ) : (
        <SortableList
          label={t('form.questions')}
          disabled={disabled}
          onReorder={(keys) => onChange(reorderQuestions(questions, keys))}
          items={questions.map((q, i) => ({
            id: q.key,
            content: (
              <div className="flex flex-col gap-2" data-testid="question-row" data-position={i + 1}>
                <TextAreaField
                  label={t('form.questionN', { n: i + 1 })}
                  name={`questions.${i}.question`}
                  rows={2}
                  maxLength={1000}
                  value={q.question}
                  error={errors[`questions.${i}.question`]}
                  disabled={disabled}
                  onChange={(e) => onChange(patchQuestion(questions, q.key, { question: e.target.value }))}
                />
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm text-ink">
                    <input type="checkbox" name={`questions.${i}.required`} checked={q.required} disabled={disabled} onChange={(e) => onChange(patchQuestion(questions, q.key, { required: e.target.checked }))} className="h-4 w-4" />
                    {t('form.required')}
                  </label>
                  <Button variant="ghost" disabled={disabled} onClick={() => onChange(removeQuestion(questions, q.key))} aria-label={t('form.removeQuestionN', { n: i + 1 })} data-testid="remove-question">
                    {t('form.removeQuestion')}
                  </Button>
                </div>
              </div>
            ),
          }))}
        />
      )}
      {errors.questions && (
        <p role="alert" className="text-xs font-medium text-danger-700">
          {errors.questions}
        </p>
      )}
      {questions.length < MAX_QUESTIONS && (
        <div>
          <Button variant="secondary" disabled={disabled} onClick={() => onChange([...questions, newQuestion()])} data-testid="add-question">
            {t('form.addQuestion')}
          </Button>
        </div>
      )}
    </div>
  );
}
