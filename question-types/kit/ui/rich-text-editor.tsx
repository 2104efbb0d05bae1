/**
 * A minimal TipTap editor for trainers' passages (bold, italic, paragraph, lists). Import it only from editors:
 * TipTap must never land in a student's player chunk.
 */
import { useEffect, useId, useRef } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useKitTranslation } from './kit-i18n.ts';

export { htmlToText, textToHtml } from './html-text.ts';

export interface RichTextEditorProps {
  label: string;
  /** HTML */
  value: string;
  onChange(html: string): void;
  /** the field's path ("content.passage"): set as data-name on the editable area for tests and issue mapping */
  name?: string;
  error?: string | null;
  hint?: string;
}

export function RichTextEditor({ label, value, onChange, name, error, hint }: RichTextEditorProps) {
  const { t } = useKitTranslation();
  const id = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false, link: false, underline: false })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint || error ? { 'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        ...(name ? { 'data-name': name } : {}),
        class: `prose-sm min-h-40 max-w-none rounded-b-md border bg-surface px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 ${error ? 'border-danger-700' : 'border-line'}`,
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.getHTML()),
  });

  // Follow outside changes (a reset, a loaded item) without fighting the user's typing.
  useEffect(() => {
    // StrictMode destroys the first editor instance; a destroyed editor has no view to read.
    if (editor && !editor.isDestroyed && !editor.isFocused && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      paragraph: e?.isActive('paragraph') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
    }),
  });

  const tools: Array<{ key: keyof NonNullable<typeof state>; glyph: string; run(): void }> = [
    { key: 'bold', glyph: 'B', run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', glyph: 'I', run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'paragraph', glyph: '¶', run: () => editor?.chain().focus().setParagraph().run() },
    { key: 'bulletList', glyph: '•', run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', glyph: '1.', run: () => editor?.chain().focus().toggleOrderedList().run() },
  ];

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div role="toolbar" aria-label={t('richText.toolbar')} aria-controls={`${id}-area`} className="flex gap-1 rounded-t-md border border-b-0 border-line bg-canvas p-1">
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            aria-label={t(`richText.${tool.key}`)}
            title={t(`richText.${tool.key}`)}
            aria-pressed={state?.[tool.key] ?? false}
            onClick={tool.run}
            className={`inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 ${state?.[tool.key] ? 'bg-primary-100 text-primary-800' : 'text-ink hover:bg-surface'} ${tool.key === 'bold' ? 'font-bold' : ''} ${tool.key === 'italic' ? 'italic' : ''}`}
          >
            <span aria-hidden="true">{tool.glyph}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} id={`${id}-area`} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
