/**
 * Just enough MIME reading to get the text of the messages nodemailer writes (multipart/alternative,
 * quoted-printable or base64, RFC 2047 subjects). Nodemailer has no parser; a full one (mailparser)
 * would be a dependency for what the outbox reader and the tests need: the recipient, the subject
 * and links that survive quoted-printable soft line breaks.
 */

export interface ParsedMessage {
  /** Lower-cased header names; values unfolded and decoded. */
  headers: Record<string, string>;
  text: string;
  html: string;
}

// The raw message is handled as a "binary string" (one char per byte) until a part's charset is
// known, so 8bit, quoted-printable and base64 bodies all decode from the same bytes.
function toBinary(raw: string | Uint8Array): string {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : Buffer.from(raw);
  return bytes.toString('latin1').replace(/\r\n/g, '\n');
}

function decodeBytes(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return bytes.toString('utf8'); // unknown charset label: utf-8 is the best guess today
  }
}

/** RFC 2045 §6.7: drop transport-added trailing blanks, join soft breaks, then decode =XX. */
export function decodeQuotedPrintable(input: string): Buffer {
  const joined = input.replace(/[ \t]+(?=\r?\n|$)/g, '').replace(/=\r?\n/g, '');
  const chunks = joined
    .split(/(=[0-9A-Fa-f]{2})/)
    .map((piece) => (/^=[0-9A-Fa-f]{2}$/.test(piece) ? Buffer.from([parseInt(piece.slice(1), 16)]) : Buffer.from(piece, 'latin1')));
  return Buffer.concat(chunks);
}

/** RFC 2047 encoded words, e.g. `=?UTF-8?Q?Confirm_=E2=80=94?=`; blanks between two words vanish. */
export function decodeHeaderValue(value: string): string {
  const words = /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g;
  const bytes = Buffer.from(value.replace(/(\?=)[ \t]+(?==\?)/g, '$1'), 'latin1').toString('utf8');
  return bytes.replace(words, (_all, charset: string, encoding: string, text: string) => {
    const raw = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQuotedPrintable(text.replace(/_/g, ' '));
    return decodeBytes(raw, charset);
  });
}

function splitHead(binary: string): { headers: Record<string, string>; body: string } {
  const end = binary.indexOf('\n\n');
  const head = end === -1 ? binary : binary.slice(0, end);
  const body = end === -1 ? '' : binary.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= decodeHeaderValue(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function headerParam(value: string, param: string): string | undefined {
  const match = new RegExp(`;\\s*${param}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(value);
  return match?.[1] ?? match?.[2];
}

function decodeBody(body: string, headers: Record<string, string>): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(body, 'latin1');
  return decodeBytes(bytes, headerParam(headers['content-type'] ?? '', 'charset'));
}

/** Collects the first text/plain and text/html bodies, walking into multipart containers. */
function collect(part: string, found: { text?: string; html?: string }): Record<string, string> {
  const { headers, body } = splitHead(part);
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const attachment = /^attachment/i.test(headers['content-disposition'] ?? '');
  const boundary = headerParam(contentType, 'boundary');
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`);
    // sections[0] is the preamble; the one starting with "--" is the epilogue after the end marker.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(section.replace(/^[ \t]*\n/, '').replace(/\n$/, ''), found);
    }
  } else if (type === 'text/plain' && !attachment) {
    found.text ??= decodeBody(body, headers);
  } else if (type === 'text/html' && !attachment) {
    found.html ??= decodeBody(body, headers);
  }
  return headers;
}

export function parseMessage(raw: string | Uint8Array): ParsedMessage {
  const found: { text?: string; html?: string } = {};
  const headers = collect(toBinary(raw), found);
  return { headers, text: found.text ?? '', html: found.html ?? '' };
}

/** http(s) links in reading order; from the plain text, or the HTML's hrefs when there is no text. */
export function extractLinks({ text, html }: Pick<ParsedMessage, 'text' | 'html'>): string[] {
  if (text.trim() === '') {
    const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
    return [...html.matchAll(/href\s*=\s*"(https?:[^"]+)"/gi)].map((m) => (m[1] ?? '').replace(/&(amp|quot|#39|lt|gt);/g, (e) => entities[e] ?? e));
  }
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0].replace(/[.,;:!?)\]]+$/, ''));
}
