import { Writable } from 'node:stream';
import { styleText } from 'node:util';

/** How log lines are written: JSON lines for machines, or one readable line per event for a person. */
export type LogFormat = 'json' | 'pretty';

const logFormats: readonly LogFormat[] = ['json', 'pretty'];

function isLogFormat(value: string): value is LogFormat {
  return logFormats.some((format) => format === value);
}

function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/**
 * `LOG_FORMAT=json|pretty` wins. Otherwise pretty when stdout is a terminal, and JSON lines when it is a
 * pipe or a file (a log collector, `pnpm test`, a container) or when `CI` is set. Throws a message naming
 * the variable on any other value.
 */
export function chooseLogFormat(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): LogFormat {
  const asked = env.LOG_FORMAT;
  if (asked !== undefined && asked !== '') {
    if (!isLogFormat(asked)) throw new Error(`LOG_FORMAT must be json or pretty, got "${asked}"`);
    return asked;
  }
  if (isSet(env.CI)) return 'json';
  return stdoutIsTerminal ? 'pretty' : 'json';
}

/** Colours in the pretty format: on a terminal unless `NO_COLOR` is set; `FORCE_COLOR` turns them on anywhere. */
export function useLogColors(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): boolean {
  if (isSet(env.FORCE_COLOR)) return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stdoutIsTerminal;
}

type Style = Parameters<typeof styleText>[0];

/** Options of `prettyLogStream`. */
export interface PrettyLogOptions {
  /** ANSI colours (method, status by class, level). */
  colors: boolean;
}

/** A log record as pino writes it (only the fields read here are typed). */
type LogRecord = Record<string, unknown>;

const levels: Record<number, { label: string; style: Style }> = {
  10: { label: 'TRACE', style: 'gray' },
  20: { label: 'DEBUG', style: 'blue' },
  30: { label: 'INFO', style: 'green' },
  40: { label: 'WARN', style: 'yellow' },
  50: { label: 'ERROR', style: 'red' },
  60: { label: 'FATAL', style: ['bgRed', 'white'] },
};

/** Fields every record has, or that the line shows itself. */
const shownFields = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'reqId',
  'req',
  'res',
  'responseTime',
  'err',
]);

/** Requests whose "incoming request" line was seen and whose "request completed" line was not yet. */
const pendingLimit = 1000;

function record(value: unknown): LogRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

function statusStyle(status: number): Style {
  if (status >= 500) return 'red';
  if (status >= 400) return 'yellow';
  if (status >= 300) return 'cyan';
  return 'green';
}

function duration(ms: unknown): string {
  if (typeof ms !== 'number') return '';
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

/** Formats one pino record; `undefined` for records folded into another line ("incoming request"). */
export class PrettyLogFormatter {
  private readonly pending = new Map<string, { method: string; url: string }>();

  private readonly options: PrettyLogOptions;

  constructor(options: PrettyLogOptions) {
    this.options = options;
  }

  private paint(style: Style, value: string): string {
    return this.options.colors ? styleText(style, value, { validateStream: false }) : value;
  }

  /** The line for one record, without the trailing newline. */
  format(entry: LogRecord): string | undefined {
    const reqId = text(entry.reqId);
    const req = record(entry.req);
    const res = record(entry.res);
    if (entry.msg === 'incoming request' && req !== undefined && reqId !== '') {
      if (this.pending.size >= pendingLimit) {
        const oldest = this.pending.keys().next().value;
        if (oldest !== undefined) this.pending.delete(oldest);
      }
      this.pending.set(reqId, { method: text(req.method), url: text(req.url) });
      return undefined;
    }
    const time = this.paint('dim', clock(entry.time));
    // Fastify's "request completed" (an error logged with the reply carries `res` too, but no time).
    if (res !== undefined && typeof res.statusCode === 'number' && typeof entry.responseTime === 'number') {
      const seen = this.pending.get(reqId);
      this.pending.delete(reqId);
      const method = seen?.method || text(req?.method) || '?';
      const url = seen?.url || text(req?.url) || '?';
      const status = res.statusCode;
      return [
        time,
        this.paint(['bold', 'cyan'], method.padEnd(6)),
        url,
        this.paint(statusStyle(status), String(status)),
        this.paint('dim', duration(entry.responseTime)),
      ].join(' ');
    }
    const level = levels[typeof entry.level === 'number' ? entry.level : 30] ?? {
      label: 'LOG',
      style: 'white',
    };
    const parts = [time, this.paint(level.style, level.label.padEnd(5)), text(entry.msg)];
    const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !shownFields.has(key)));
    if (Object.keys(extra).length > 0) parts.push(this.paint('dim', JSON.stringify(extra)));
    let line = parts.filter((part) => part !== '').join(' ');
    const err = record(entry.err);
    if (err !== undefined) {
      const { type, message, stack, ...fields } = err;
      line += `\n  ${this.paint('red', `${text(type) || 'Error'}: ${text(message)}`)}`;
      if (Object.keys(fields).length > 0) line += ` ${this.paint('dim', JSON.stringify(fields))}`;
      const frames = text(stack).split('\n').slice(1);
      if (frames.length > 0)
        line += `\n${this.paint('dim', frames.map((frame) => `  ${frame.trim()}`).join('\n'))}`;
    }
    return line;
  }
}

/**
 * A destination for pino that turns its JSON lines (already redacted by `log-redaction.ts`) into one
 * readable line per request (`12:04:05 GET    /v2/products 200 3.2 ms`) and per other event, and writes
 * them to `out`. Lines that are not JSON pass through unchanged.
 */
export function prettyLogStream(out: NodeJS.WritableStream, options: PrettyLogOptions): Writable {
  const formatter = new PrettyLogFormatter(options);
  let buffered = '';
  const writeLine = (line: string) => {
    if (line.trim() === '') return;
    let parsed: LogRecord | undefined;
    try {
      parsed = record(JSON.parse(line));
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined) {
      out.write(`${line}\n`);
      return;
    }
    const formatted = formatter.format(parsed);
    if (formatted !== undefined) out.write(`${formatted}\n`);
  };
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      buffered += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      let newline = buffered.indexOf('\n');
      while (newline !== -1) {
        writeLine(buffered.slice(0, newline));
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf('\n');
      }
      callback();
    },
    final(callback) {
      writeLine(buffered);
      buffered = '';
      callback();
    },
  });
}
