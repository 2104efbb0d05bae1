import type { z } from 'zod';
import type { AppError} from './errors.ts';
import { ValidationError } from './errors.ts';
import { findInputProblems } from './sanitize.ts';

export interface SuccessBody<T> {
  success: true;
  message?: string;
  data: T;
}

export interface ErrorBody {
  success: false;
  message: string;
  errors?: Record<string, string[]>;
  code?: string;
  data?: unknown;
}

export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export function ok<T>(data: T, message?: string): SuccessBody<T> {
  return message === undefined ? { success: true, data } : { success: true, message, data };
}

export function list<T>(items: T[], page: number, perPage: number, total: number): { items: T[]; meta: ListMeta } {
  return { items, meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

export function errorBody(err: AppError): ErrorBody {
  const body: ErrorBody = { success: false, message: err.message };
  if (err.errors) body.errors = err.errors;
  if (err.code) body.code = err.code;
  if (err.data !== undefined) body.data = err.data;
  return body;
}

/** "exam_date" -> "exam date" */
export function humanField(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return 'value';
  return last.replace(/[_.-]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** Dotted path of an issue: ["items", 0, "name"] -> "items.0.name"; the root is "body". */
export function issueKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

type Issue = z.core.$ZodRawIssue;

/**
 * Zod error customiser: Laravel-like messages a person can read ("The email field is required.").
 * Pass as `schema.safeParse(input, { error: zodMessages })`.
 */
export function zodMessages(iss: Issue): string | undefined {
  const field = humanField(iss.path ?? []);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return `The ${field} field is required.`;
      return `The ${field} field must be ${article(String(iss.expected))}.`;
    case 'too_small':
      if (iss.origin === 'string') return Number(iss.minimum) <= 1 ? `The ${field} field is required.` : `The ${field} field must be at least ${iss.minimum} characters.`;
      if (iss.origin === 'array') return `The ${field} field must have at least ${iss.minimum} items.`;
      return `The ${field} field must be at least ${iss.minimum}.`;
    case 'too_big':
      if (iss.origin === 'string') return `The ${field} field must not be greater than ${iss.maximum} characters.`;
      if (iss.origin === 'array') return `The ${field} field must not have more than ${iss.maximum} items.`;
      return `The ${field} field must not be greater than ${iss.maximum}.`;
    case 'invalid_format':
      if (iss.format === 'email') return `The ${field} field must be a valid email address.`;
      return `The ${field} field format is invalid.`;
    case 'invalid_value':
      return `The selected ${field} is invalid.`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${(iss.keys as string[]).join(', ')}.`;
    default:
      return undefined;
  }
}

function article(expected: string): string {
  const noun = expected === 'int' ? 'integer' : expected;
  if (noun === 'object' || noun === 'array' || noun === 'integer') return `an ${noun}`;
  return `a ${noun}`;
}

/** Zod issues -> `{ "a.b": ["message"] }`, first message per issue, in order. */
export function zodErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issueKey(issue.path);
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses or throws a 422 ValidationError with per-field messages. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input, { error: zodMessages });
  if (!result.success) throw new ValidationError(zodErrors(result.error.issues));
  return result.data;
}

/** Deepest nesting a request body may have (the root object is level 1); question content needs about six. */
export const MAX_INPUT_DEPTH = 64;

/**
 * 422 for input PostgreSQL could never store or a body nested beyond MAX_INPUT_DEPTH: a NUL or an unpaired
 * surrogate in any string or key, named by its dotted path (`{ "response.text": [...] }`). Called on every parsed
 * body, query and path-parameter record before the route's schema sees it.
 */
export function assertStorableInput(input: unknown): void {
  const problems = findInputProblems(input, MAX_INPUT_DEPTH);
  const errors: Record<string, string[]> = {};
  for (const path of problems.unstorable) {
    (errors[issueKey(path)] ??= []).push(`The ${humanField(path)} field contains a character that cannot be stored (a NUL or an unpaired UTF-16 surrogate).`);
  }
  if (problems.tooDeep) {
    const where = problems.tooDeep;
    (errors[issueKey(where)] ??= []).push(`The ${where.length ? `${humanField(where)} field` : 'body'} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`);
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
