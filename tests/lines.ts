import type { Readable } from 'node:stream';

/**
 * Calls `onLine` with each whole line a child process writes; a last line cut off (by a kill)
 * is never reported, as it was never fully written.
 */
export function onLines(stream: Readable, onLine: (line: string) => void): void {
  let buffered = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
}
