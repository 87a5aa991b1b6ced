import { useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { DialogActions, ModalDialog } from '~/components/ui/modal-dialog';
import { CONTENT_FORMATS, type ContentFormat } from '~/domain/schemas/post';
import { postJson } from '~/lib/api-client';

const FORMAT_LABELS: Record<ContentFormat, string> = { markdown: 'Markdown', html: 'HTML' };

/** What the author is asked before the body's format changes (docs/decisions/075-markdown-from-ghost-and-github.md). */
export const FORMAT_QUESTIONS: Record<ContentFormat, { title: string; text: string; keep: string; go: string }> = {
  html: {
    title: 'Convert the body to HTML?',
    text: 'The Markdown is replaced by the HTML it makes, as the preview shows it; anything the preview lists as removed is left out. Switching back to Markdown later keeps the HTML as it is.',
    keep: 'Keep Markdown',
    go: 'Convert to HTML',
  },
  markdown: {
    title: 'Write the body in Markdown?',
    text: 'The text stays as it is: Markdown keeps the HTML in it. Check the preview, as blank lines and indented lines inside the HTML can now read as Markdown.',
    keep: 'Keep HTML',
    go: 'Switch to Markdown',
  },
};

export const CONVERTING = 'Converting…';
export const NOT_CONVERTED = 'The body was not converted:';

/**
 * The body's format, and what changing it does to the text: Markdown becomes the HTML it renders to,
 * by the server's own renderer (the editor's preview endpoint, so the browser never carries a
 * Markdown parser of its own); HTML is kept as typed, Markdown accepting HTML. Either way the author
 * is asked first unless the body is empty. The dialog stays open while the server converts, so
 * nothing typed meanwhile can be overwritten, and says so there if it cannot.
 */
export function FormatSwitch({
  value,
  format,
  onSwitch,
}: {
  value: string;
  format: ContentFormat;
  onSwitch: (content: string, format: ContentFormat) => void;
}) {
  const [asking, setAsking] = useState<ContentFormat | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const question = FORMAT_QUESTIONS[asking ?? 'html'];

  function choose(next: ContentFormat) {
    if (next === format) return;
    if (value.trim() === '') return onSwitch(value, next);
    setError(null);
    setAsking(next);
  }

  async function go() {
    if (asking === 'markdown') {
      onSwitch(value, 'markdown');
      return setAsking(null);
    }
    setBusy(true);
    const result = await postJson<{ html: string }>('/api/admin/posts/preview', { content: value, content_format: 'markdown' });
    setBusy(false);
    if (!result.ok) return setError(`${NOT_CONVERTED} ${result.message}`);
    onSwitch(result.data.html, 'html');
    setAsking(null);
  }

  function keep() {
    if (!busy) setAsking(null);
  }

  return (
    <>
      <label className="inline-flex items-center gap-2 text-sm">
        Body format
        <select
          value={format}
          onChange={(event) => choose(event.target.value as ContentFormat)}
          className="h-9 rounded-md border bg-background px-2 text-sm"
        >
          {CONTENT_FORMATS.map((f) => (
            <option key={f} value={f}>
              {FORMAT_LABELS[f]}
            </option>
          ))}
        </select>
      </label>
      <ModalDialog
        open={asking !== null}
        title={question.title}
        text={question.text}
        onEscape={keep}
        initialFocus={keepButton}
        className="w-[min(30rem,calc(100vw-2rem))]"
      >
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <DialogActions>
          <Button ref={keepButton} variant="outline" disabled={busy} onClick={keep}>
            {question.keep}
          </Button>
          <Button disabled={busy} onClick={() => void go()}>
            {busy ? CONVERTING : question.go}
          </Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}
