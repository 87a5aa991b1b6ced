import { describe, expect, it } from 'vitest';
import { linesPerTurn } from './logger.server';

/** An output that records each string it is handed, as sonic-boom is handed them. */
function recordingOutput() {
  const writes: string[] = [];
  const flushed: string[] = [];
  return {
    writes,
    flushed,
    out: {
      write: (text: string) => writes.push(text) > 0,
      flush: () => flushed.push('flush'),
      flushSync: () => flushed.push('flushSync'),
    },
  };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the log output: lines of one turn in one write', () => {
  it('hands the lines logged in one turn of the event loop to the output as one string, in order', async () => {
    const { out, writes } = recordingOutput();
    const lines = linesPerTurn(out);
    lines.write('{"path":"/length"}\n');
    lines.write('{"path":"/"}\n');
    lines.write('{"path":"/mass"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"path":"/length"}\n{"path":"/"}\n{"path":"/mass"}\n']);
    lines.write('{"path":"/blog"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"path":"/length"}\n{"path":"/"}\n{"path":"/mass"}\n', '{"path":"/blog"}\n']);
  });

  it('hands over what it holds before the output flushes, at once or at exit', () => {
    const { out, writes, flushed } = recordingOutput();
    const lines = linesPerTurn(out);
    lines.write('{"msg":"first"}\n');
    lines.flush();
    expect([writes, flushed]).toEqual([['{"msg":"first"}\n'], ['flush']]);
    lines.write('{"msg":"last"}\n');
    lines.flushSync();
    expect([writes, flushed]).toEqual([
      ['{"msg":"first"}\n', '{"msg":"last"}\n'],
      ['flush', 'flushSync'],
    ]);
  });
});
