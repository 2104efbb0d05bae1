import { TextField } from '@ui/text-field';
import type { EditorProps } from '../ui-contract.ts';
import { AudioUpload } from './audio-upload.tsx';
import { IssueSummary } from './issue-summary.tsx';
import { issueAt } from './issues.ts';
import { OptionListEditor, type EditableOption, type OptionListEditorProps } from './option-list-editor.tsx';
import { TextAreaField } from '@ui/text-area-field';

/** The content of a single-answer listening choice item: the recording, the question (or instruction), the options. */
export interface AudioChoiceContent {
  audio: string;
  question: string;
  options: EditableOption[];
}

/** Its key: the one correct option id and the recording's transcript. */
export interface AudioChoiceKey {
  correct: string;
  transcript?: string;
}

export interface AudioChoiceEditorProps extends EditorProps<AudioChoiceContent, AudioChoiceKey> {
  /** the type's slug: the root carries `data-testid="editor-<slug>"` */
  slug: string;
  /** the type's strings (its own namespace): editor.audio, editor.question, editor.options, editor.transcript, editor.transcriptHint */
  t(key: 'editor.audio' | 'editor.question' | 'editor.options' | 'editor.transcript' | 'editor.transcriptHint'): string;
  /** the option ids a new item starts with (empty texts) */
  emptyOptionIds: readonly string[];
  /** the question field is required (an MCQ question) rather than an optional instruction */
  questionRequired?: boolean;
  /** the option list's bounds and textareas for long options (summaries) */
  optionList?: Pick<OptionListEditorProps, 'minOptions' | 'maxOptions' | 'multiline'>;
}

/**
 * The Editor of a single-answer listening choice type (MCQ single, Select Missing Word, Highlight Correct Summary):
 * recording upload, question, options with the one correct marker, and the transcript (kept with the key).
 */
export function AudioChoiceEditor({ slug, t, emptyOptionIds, questionRequired, optionList, content, itemKey, onChange, issues, upload, mediaUrl }: AudioChoiceEditorProps) {
  const c = content ?? { audio: '', question: '', options: emptyOptionIds.map((id) => ({ id, text: '' })) };
  const k = itemKey ?? { correct: '' };
  const set = (next: Partial<AudioChoiceContent>, key: AudioChoiceKey = k) => onChange({ ...c, ...next }, key);
  return (
    <div data-testid={`editor-${slug}`} className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" required value={c.audio || null} onChange={(path) => set({ audio: path ?? '' })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} />
      <TextField label={t('editor.question')} name="content.question" required={questionRequired} value={c.question} onChange={(e) => set({ question: e.target.value })} error={issueAt(issues, 'content.question')} />
      <OptionListEditor
        legend={t('editor.options')}
        options={c.options}
        correct={k.correct ? [k.correct] : []}
        onChange={(options, correct) => set({ options }, { ...k, correct: correct[0] ?? '' })}
        issues={issues}
        {...optionList}
      />
      <TextAreaField
        label={t('editor.transcript')}
        hint={t('editor.transcriptHint')}
        name="key.transcript"
        rows={5}
        value={k.transcript ?? ''}
        onChange={(e) => set({}, { ...k, transcript: e.target.value === '' ? undefined : e.target.value })}
        error={issueAt(issues, 'key.transcript')}
      />
    </div>
  );
}
