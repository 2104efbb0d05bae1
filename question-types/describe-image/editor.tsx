import type { EditorProps } from '../kit/ui-contract.ts';
import { ImageUpload } from '../kit/ui/image-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = { image: '', alt: '' };
const EMPTY_KEY: Key = { modelAnswer: '' };

/** Every field named by its path (content.*, key.*), with validateItem's and the server's issues beside it. */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const setC = (next: Partial<Content>) => onChange({ ...c, ...next }, k);
  const setK = (next: Partial<Key>) => onChange(c, { ...k, ...next });
  return (
    <div data-testid="editor-describe-image" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <ImageUpload label={t('editor.image')} name="content.image" value={c.image || null} onChange={(v) => setC({ image: v ?? '' })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.image')} required />
      <TextAreaField label={t('editor.alt')} hint={t('editor.altHint')} name="content.alt" rows={2} required value={c.alt ?? ''} onChange={(e) => setC({ alt: e.target.value })} error={issueAt(issues, 'content.alt')} />
      <TextAreaField label={t('editor.modelAnswer')} hint={t('editor.modelAnswerHint')} name="key.modelAnswer" rows={5} value={k.modelAnswer ?? ''} onChange={(e) => setK({ modelAnswer: e.target.value })} error={issueAt(issues, 'key.modelAnswer')} />
    </div>
  );
}
