import { useId } from 'react';
import { ChoiceList, type ChoiceOption } from './choice-list.tsx';

/** The question (which names the group) and its options: radios, or checkboxes when `multiple`. */
export function QuestionChoices({ question, options, value, multiple, onChange, disabled }: {
  question: string;
  options: ChoiceOption[];
  value: string[];
  multiple?: boolean;
  onChange(ids: string[]): void;
  disabled?: boolean;
}) {
  const questionId = useId();
  return (
    <div className="flex flex-col gap-3">
      <p id={questionId} className="text-base font-medium text-ink">
        {question}
      </p>
      <ChoiceList name={`${questionId}-answer`} options={options} multiple={multiple} value={value} onChange={onChange} disabled={disabled} labelledBy={questionId} />
    </div>
  );
}
