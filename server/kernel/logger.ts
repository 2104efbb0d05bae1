import type { LogLevel } from './config.ts';

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  level: LogLevel;
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  enabled(level: LogLevel): boolean;
}

/** Structured JSON lines on stdout (errors on stderr). `silent` writes nothing. */
export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const threshold = ORDER[level];
  const log = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < threshold) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }), lvl === 'error');
  };
  return {
    level,
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
    enabled: (lvl) => ORDER[lvl] >= threshold,
  };
}

function defaultWrite(line: string, isError: boolean): void {
  (isError ? process.stderr : process.stdout).write(line + '\n');
}

/** Error details for the log (never for the client). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { err: err.message, stack: err.stack };
  return { err: String(err) };
}
