// Reads one file part out of a `multipart/form-data` body that the route already limited in size.
import { ApiError } from './api-error.ts';

/** A file part of a multipart body. */
export interface FilePart {
  /** The part's `filename`, as sent. */
  filename: string;
  /** The part's declared `Content-Type`, lower-case, without parameters; undefined when absent. */
  contentType: string | undefined;
  /** The file's bytes (a view into the body). */
  data: Buffer;
}

const bad = (message: string, detail: string) =>
  new ApiError(400, 'validation_failed', message, {
    detail,
    fields: [{ field: 'file', message: detail.replace(/^body\/file /, '') }],
  });

const utf8 = new TextDecoder('utf-8', { fatal: true });

function boundaryOf(contentType: string | undefined): string {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (boundary === undefined) {
    throw new ApiError(400, 'validation_failed', 'The upload must be sent as multipart form data', {
      detail: 'content-type must name the multipart boundary',
    });
  }
  return boundary;
}

/** A header parameter (`name="file"`, `filename*=UTF-8''...`) of a part's Content-Disposition. */
function parameter(disposition: string, name: string): string | undefined {
  const extended = new RegExp(`;\\s*${name}\\*=(?:UTF-8|utf-8)''([^;]*)`).exec(disposition);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      return undefined;
    }
  }
  // Browsers percent-encode `"` and line breaks in names and send backslashes as they are (HTML's
  // multipart/form-data encoding), so the quoted value ends at the next quote.
  const quoted = new RegExp(`;\\s*${name}="([^"]*)"`).exec(disposition);
  if (quoted?.[1] !== undefined) return quoted[1];
  const bare = new RegExp(`;\\s*${name}=([^;\\s]+)`).exec(disposition);
  return bare?.[1];
}

/**
 * The part named `file` of a multipart body: its file name, declared type and bytes. A body that is not
 * multipart, has no `file` part, or whose headers are not valid UTF-8 is a 400.
 */
export function readFilePart(body: Buffer, contentType: string | undefined): FilePart {
  const boundary = boundaryOf(contentType);
  const delimiter = Buffer.from(`--${boundary}`);
  let position = body.indexOf(delimiter);
  while (position !== -1) {
    const afterDelimiter = position + delimiter.length;
    // `--` after the delimiter closes the body.
    if (body[afterDelimiter] === 0x2d && body[afterDelimiter + 1] === 0x2d) break;
    const headersStart = body.indexOf('\r\n', afterDelimiter);
    if (headersStart === -1) break;
    const headersEnd = body.indexOf('\r\n\r\n', headersStart);
    if (headersEnd === -1) break;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd + 4);
    if (next === -1) break;
    let headers: string;
    try {
      headers = utf8.decode(body.subarray(headersStart + 2, headersEnd));
    } catch {
      throw bad('The file name is not valid text', 'body/file headers must be valid UTF-8');
    }
    const disposition = /^content-disposition:\s*(.*)$/im.exec(headers)?.[1] ?? '';
    if (parameter(disposition, 'name') === 'file') {
      const filename = parameter(disposition, 'filename');
      if (filename === undefined) throw bad('Choose a file to upload', 'body/file must be a file');
      const declared = /^content-type:\s*([^;\r\n]*)/im.exec(headers)?.[1]?.trim().toLowerCase();
      return {
        filename,
        contentType: declared === '' ? undefined : declared,
        data: body.subarray(headersEnd + 4, next),
      };
    }
    position = next + 2;
  }
  throw bad('Choose a file to upload', 'body/file is required');
}
