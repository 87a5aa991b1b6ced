import { Bold, Code, Heading2, Italic, Link, List, ListOrdered, Quote, Subscript, Superscript, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { PostBody } from '~/components/post-body';
import { PostPreviewSchema, type ContentFormat, type Removal } from '~/domain/schemas/post';
import { postJson } from '~/lib/api-client';
import { applyMark, MARK_KEYS, MARK_LABELS, MARKS, type Mark } from './marks';
import { FormatSwitch } from './format-switch';
import { RemovedList } from './removed-list';

const ICONS: Record<Mark, LucideIcon> = {
  bold: Bold,
  italic: Italic,
  heading: Heading2,
  link: Link,
  bulleted: List,
  numbered: ListOrdered,
  quote: Quote,
  code: Code,
  sup: Superscript,
  sub: Subscript,
};

/** The preview waits for a pause in typing this long before asking the server. */
const PREVIEW_DELAY_MS = 400;

export interface BodyEditorProps {
  /** The textarea's id, for the form's label. */
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  value: string;
  format: ContentFormat;
  onChange: (value: string) => void;
  /** The format changes, with the body as it reads in the new one (see FormatSwitch). */
  onFormatChange: (format: ContentFormat, content: string) => void;
}

/**
 * The post body's editor (docs/decisions/060-publishing.md): Markdown or HTML, a toolbar of the
 * common marks (one tab stop, arrow keys between its buttons, Ctrl+B/I/K in the text), and a live
 * preview the server renders with the article's own pipeline and sanitizer, with the list of what
 * the sanitizer will remove on saving.
 */
export function BodyEditor({ id, value, format, onChange, onFormatChange, ...aria }: BodyEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [preview, setPreview] = useState<{ html: string; removed: Removal[] } | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  useEffect(() => {
    if (value.trim() === '') {
      setPreview(null);
      return;
    }
    // The server's own check, first: a body it would refuse (too long) is not sent, and says why.
    const checked = PostPreviewSchema.safeParse({ content: value, content_format: format });
    if (!checked.success) {
      setPreview(null);
      setPreviewError(checked.error.issues[0]?.message ?? null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void postJson<{ html: string; removed: Removal[] }>('/api/admin/posts/preview', { content: value, content_format: format }).then((result) => {
        if (!current) return;
        if (result.ok) {
          setPreview(result.data);
          setPreviewError(null);
        } else setPreviewError(result.message);
      });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [value, format]);

  /** Applies a mark as typing would, so the browser's undo takes it back. */
  function mark(name: Mark) {
    const textarea = area.current;
    if (!textarea) return;
    const edit = applyMark(name, format, textarea.value, textarea.selectionStart, textarea.selectionEnd);
    textarea.focus();
    textarea.setSelectionRange(edit.start, edit.end);
    // execCommand keeps the undo history; where it is missing, the text is replaced directly.
    if (!document.execCommand('insertText', false, edit.text)) {
      textarea.setRangeText(edit.text, edit.start, edit.end);
      onChange(textarea.value);
    }
    textarea.setSelectionRange(edit.selectStart, edit.selectEnd);
  }

  function toolbarKey(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: MARKS.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + MARKS.length) % MARKS.length;
    setActive(index);
    buttons.current[index]?.focus();
  }

  function shortcut(event: KeyboardEvent<HTMLTextAreaElement>) {
    const name = (event.ctrlKey || event.metaKey) && !event.altKey ? MARK_KEYS[event.key.toLowerCase()] : undefined;
    if (!name) return;
    event.preventDefault();
    mark(name);
  }

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="toolbar" aria-label="Formatting" aria-controls={id} onKeyDown={toolbarKey} className="flex flex-wrap gap-1 rounded-md border p-1">
          {MARKS.map((name, index) => {
            const Icon = ICONS[name];
            const key = Object.entries(MARK_KEYS).find(([, m]) => m === name)?.[0];
            return (
              <button
                key={name}
                ref={(element) => void (buttons.current[index] = element)}
                type="button"
                tabIndex={index === active ? 0 : -1}
                aria-label={MARK_LABELS[name]}
                title={key ? `${MARK_LABELS[name]} (Ctrl+${key.toUpperCase()})` : MARK_LABELS[name]}
                // The text keeps its selection: the mark applies to it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActive(index);
                  mark(name);
                }}
                className="inline-flex size-8 items-center justify-center rounded hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
              >
                <Icon aria-hidden className="size-4" />
              </button>
            );
          })}
        </div>
        <FormatSwitch value={value} format={format} onSwitch={(content, next) => onFormatChange(next, content)} />
      </div>
      <textarea
        {...aria}
        ref={area}
        id={id}
        rows={14}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={shortcut}
        className="w-full rounded-md border bg-background px-3 py-2 font-mono text-sm aria-[invalid=true]:border-destructive"
      />
      <section aria-labelledby={`${id}-preview`} className="space-y-2 rounded-md border p-4">
        <h3 id={`${id}-preview`} className="text-sm font-semibold text-muted-foreground">
          Preview
        </h3>
        {previewError && <p className="text-sm text-destructive">{previewError}</p>}
        {preview ? (
          <PostBody sanitizedHtml={preview.html} />
        ) : (
          <p className="text-sm text-muted-foreground">The body, as readers will see it, shows here.</p>
        )}
        <RemovedList removed={preview?.removed ?? []} />
      </section>
    </div>
  );
}
