/**
 * The blog's TipTap editor: headings (2-4), bold, italic, underline, strike, lists, quotes, code, links, images and
 * rules: exactly what the server's sanitiser keeps (server/modules/blog/rules.ts). Loaded lazily (lazy-editor.tsx):
 * TipTap stays out of every other chunk.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useBlogTranslation } from '../locales/texts';
import { uploadBlogImage } from '../api/blog';

export interface BlogEditorProps {
  label: string;
  /** HTML */
  value: string;
  onChange(html: string): void;
  error?: string | null;
  hint?: string;
  /** an image upload failed or was refused */
  onImageError(message: string): void;
}

type ToolKey = 'h2' | 'h3' | 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock' | 'link' | 'image' | 'rule' | 'undo' | 'redo';

const GLYPH: Record<ToolKey, string> = {
  h2: 'H2', h3: 'H3', bold: 'B', italic: 'I', underline: 'U', strike: 'S', bulletList: '•', orderedList: '1.', blockquote: '❝', codeBlock: '</>', link: '🔗', image: '🖼', rule: '—', undo: '↶', redo: '↷',
};

export function BlogEditor({ label, value, onChange, error, hint, onImageError }: BlogEditorProps) {
  const { t } = useBlogTranslation();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(hint || error ? { 'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'blog-body',
        class: `min-h-72 max-w-none rounded-b-md border bg-surface px-4 py-3 text-sm leading-relaxed text-ink focus-visible:outline-2 focus-visible:outline-primary-600 [&_a]:text-primary-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:my-2 [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:rounded-md [&_pre]:bg-canvas [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6 ${error ? 'border-danger-700' : 'border-line'}`,
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });

  // follow outside changes (the saved post arriving) without fighting the user's typing
  useEffect(() => {
    if (editor && !editor.isDestroyed && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }: { editor: Editor | null }) => ({
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
      codeBlock: e?.isActive('codeBlock') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  const setLink = () => {
    if (!editor) return;
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt(t('editor.linkPrompt'), previous);
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (/^(https?:\/\/|mailto:|\/)/i.test(url.trim())) editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
    else onImageError(t('editor.linkInvalid'));
  };

  const addImage = async (file: File) => {
    if (!editor) return;
    setUploading(true);
    try {
      const src = await uploadBlogImage(file);
      editor.chain().focus().setImage({ src, alt: '' }).run();
    } catch (e) {
      onImageError(e instanceof Error ? e.message : t('editor.imageFailed'));
    } finally {
      setUploading(false);
    }
  };

  const tools: Array<{ key: ToolKey; run(): void; toggle: boolean }> = [
    { key: 'h2', toggle: true, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'h3', toggle: true, run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run() },
    { key: 'bold', toggle: true, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', toggle: true, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'underline', toggle: true, run: () => editor?.chain().focus().toggleUnderline().run() },
    { key: 'strike', toggle: true, run: () => editor?.chain().focus().toggleStrike().run() },
    { key: 'bulletList', toggle: true, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', toggle: true, run: () => editor?.chain().focus().toggleOrderedList().run() },
    { key: 'blockquote', toggle: true, run: () => editor?.chain().focus().toggleBlockquote().run() },
    { key: 'codeBlock', toggle: true, run: () => editor?.chain().focus().toggleCodeBlock().run() },
    { key: 'link', toggle: true, run: setLink },
    { key: 'image', toggle: false, run: () => fileRef.current?.click() },
    { key: 'rule', toggle: false, run: () => editor?.chain().focus().setHorizontalRule().run() },
    { key: 'undo', toggle: false, run: () => editor?.chain().focus().undo().run() },
    { key: 'redo', toggle: false, run: () => editor?.chain().focus().redo().run() },
  ];

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
      </span>
      <div role="toolbar" aria-label={t('editor.toolbar')} aria-controls={`${id}-area`} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-line bg-canvas p-1">
        {tools.map((tool) => {
          const active = tool.toggle && state ? Boolean(state[tool.key as keyof typeof state]) : false;
          return (
            <button
              key={tool.key}
              type="button"
              data-tool={tool.key}
              aria-label={t(`editor.tools.${tool.key}`)}
              title={t(`editor.tools.${tool.key}`)}
              {...(tool.toggle ? { 'aria-pressed': active } : {})}
              disabled={tool.key === 'image' && uploading}
              onClick={tool.run}
              className={`inline-flex h-8 min-w-8 items-center justify-center rounded px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-50 ${active ? 'bg-primary-100 text-primary-800' : 'text-ink hover:bg-surface'} ${tool.key === 'bold' ? 'font-bold' : ''} ${tool.key === 'italic' ? 'italic' : ''} ${tool.key === 'underline' ? 'underline' : ''} ${tool.key === 'strike' ? 'line-through' : ''}`}
            >
              <span aria-hidden="true">{GLYPH[tool.key]}</span>
            </button>
          );
        })}
        {uploading && <span className="self-center px-2 text-xs text-muted" role="status">{t('editor.imageUploading')}</span>}
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void addImage(f);
          }}
        />
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
