/**
 * Where a problem with an item is shown: the type's Editor gets the `content.*` / `key.*` issues by path (from
 * validateItem before sending, or from the server's 422 after), the common fields their own messages, and the
 * rest goes to the form's alert.
 */
import type { ItemIssue } from '@question-types/kit/define-question-type';
import type { AnyQuestionType } from '@question-types/registry';

export const COMMON_FIELDS = ['title', 'frequency', 'source', 'quiz_type_id'] as const;
export type CommonField = (typeof COMMON_FIELDS)[number];

export interface MappedErrors {
  editor: ItemIssue[];
  fields: Partial<Record<CommonField, string>>;
  form: string[];
}

const isEditorPath = (path: string) => /^(content|key)(\.|$)/.test(path);

/** A 422's `errors` object mapped onto the editor (by path), the common fields, and the rest. */
export function mapServerErrors(errors: Record<string, readonly string[]>): MappedErrors {
  const out: MappedErrors = { editor: [], fields: {}, form: [] };
  for (const [path, messages] of Object.entries(errors)) {
    if (isEditorPath(path)) for (const message of messages) out.editor.push({ path, message });
    else if ((COMMON_FIELDS as readonly string[]).includes(path)) out.fields[path as CommonField] = messages[0] ?? '';
    else out.form.push(...messages);
  }
  return out;
}

/** Zod issue path -> the dotted path the editor and the server use ("content.gaps.2"). */
function dotted(prefix: 'content' | 'key', path: readonly PropertyKey[]): string {
  return [prefix, ...path.map(String)].join('.');
}

/**
 * The checks the server makes, made first on the client: the type's schemas, then validateItem. Answers the issues
 * by path and, when there are none, the parsed content and key to send.
 */
export function checkItem(
  def: AnyQuestionType,
  content: unknown,
  key: unknown,
  messages: { required: string },
): { issues: ItemIssue[]; content?: unknown; key?: unknown } {
  if (content === null || content === undefined) return { issues: [{ path: 'content', message: messages.required }] };
  if (key === null || key === undefined) return { issues: [{ path: 'key', message: messages.required }] };
  const c = def.schemas.content.safeParse(content);
  const k = def.schemas.key.safeParse(key);
  const issues: ItemIssue[] = [
    ...(c.success ? [] : c.error.issues.map((i) => ({ path: dotted('content', i.path), message: i.message }))),
    ...(k.success ? [] : k.error.issues.map((i) => ({ path: dotted('key', i.path), message: i.message }))),
  ];
  if (!c.success || !k.success) return { issues };
  const itemIssues = def.validateItem(c.data, k.data).map((i) => ({ ...i, path: isEditorPath(i.path) ? i.path : `content.${i.path}` }));
  return itemIssues.length ? { issues: itemIssues } : { issues: [], content: c.data, key: k.data };
}
