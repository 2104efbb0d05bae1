/**
 * The help article editor: TipTap with headings and images (the kit's editor, question-types/kit/ui/rich-text-editor,
 * has neither, and a help page needs both: an edit there would drop the screenshots of a "how to use" page). Loaded
 * lazily (TipTap stays out of every reader's chunk). It writes HTML; the server keeps only its allow-list
 * (server/modules/help/sanitize.ts), images only from /help/ and /files/.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';
import { useHelpTranslation } from '../locales/texts';

export interface ArticleEditorProps {
  label: string;
  /** HTML */
  value: string;
  onChange(html: string): void;
  error?: string | null;
}

const IMAGE_SRC = /^\/(help|files)\/[A-Za-z0-9._/-]{1,200}$/;

export function ArticleEditor({ label, value, onChange, error }: ArticleEditorProps) {
  const { t } = useHelpTranslation();
  const id = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [imageForm, setImageForm] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [srcError, setSrcError] = useState<string | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, code: false, codeBlock: false, horizontalRule: false, strike: false, link: { openOnClick: false } }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        'data-name': 'body',
        class: `min-h-72 max-w-none rounded-b-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 ${error ? 'border-danger-700' : 'border-line'}`,
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed && !editor.isFocused && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      subheading: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
    }),
  });

  const tools: Array<{ key: keyof NonNullable<typeof state>; glyph: string; run(): void }> = [
    { key: 'heading', glyph: 'H2', run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'subheading', glyph: 'H3', run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'bold', glyph: 'B', run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', glyph: 'I', run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'bulletList', glyph: '•', run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', glyph: '1.', run: () => editor?.chain().focus().toggleOrderedList().run() },
  ];

  const insertImage = () => {
    const path = src.trim();
    if (!IMAGE_SRC.test(path)) {
      setSrcError(t('editor.tools.imageInvalid'));
      return;
    }
    editor?.chain().focus().setImage({ src: path, alt: alt.trim() }).run();
    setSrc('');
    setAlt('');
    setSrcError(null);
    setImageForm(false);
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div role="toolbar" aria-label={t('editor.tools.toolbar')} aria-controls={`${id}-area`} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-line bg-canvas p-1">
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            title={t(`editor.tools.${tool.key}`)}
            aria-pressed={state?.[tool.key] ?? false}
            onClick={tool.run}
            className={`inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 ${state?.[tool.key] ? 'bg-primary-100 text-primary-800' : 'text-ink hover:bg-surface'} ${tool.key === 'bold' ? 'font-bold' : ''} ${tool.key === 'italic' ? 'italic' : ''}`}
          >
            {/* the name starts with the glyph a speech-input user reads on the button, then says what it does */}
            <span>{tool.glyph}</span>
            <span className="sr-only"> {t(`editor.tools.${tool.key}`)}</span>
          </button>
        ))}
        <button
          type="button"
          aria-expanded={imageForm}
          aria-controls={`${id}-image`}
          onClick={() => setImageForm((v) => !v)}
          className="inline-flex h-8 items-center justify-center rounded px-2 text-sm text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          {t('editor.tools.image')}
        </button>
      </div>
      {imageForm && (
        <div id={`${id}-image`} className="flex flex-wrap items-end gap-2 border border-b-0 border-line bg-canvas p-2">
          <div className="min-w-0 flex-1">
            <TextField label={t('editor.tools.imageSrc')} value={src} onChange={(e) => setSrc(e.target.value)} error={srcError} maxLength={210} />
          </div>
          <div className="min-w-0 flex-1">
            <TextField label={t('editor.tools.imageAlt')} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />
          </div>
          <Button variant="secondary" onClick={insertImage}>
            {t('editor.tools.insert')}
          </Button>
        </div>
      )}
      <EditorContent editor={editor} id={`${id}-area`} />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

export default ArticleEditor;
