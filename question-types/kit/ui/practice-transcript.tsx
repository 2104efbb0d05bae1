import { TextAreaField } from '@ui/text-area-field';
import { useWordsTranslation } from './words-i18n.ts';

export interface PracticeTranscriptProps {
  value: string;
  onChange: (text: string) => void;
  disabled?: boolean;
}

/** A speaking item's typed answer for practice without a microphone: saved as the response's transcript. */
export function PracticeTranscript({ value, onChange, disabled }: PracticeTranscriptProps) {
  const { t } = useWordsTranslation();
  return (
    <TextAreaField
      label={t('practice.label')}
      hint={t('practice.hint')}
      name="transcript"
      rows={4}
      value={value}
      disabled={disabled}
      spellCheck={false}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export default PracticeTranscript;
