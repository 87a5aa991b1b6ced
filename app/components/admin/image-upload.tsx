import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '~/components/ui/button';
import type { UploadedImage } from '~/domain/media';
import { firstError } from '~/domain/schemas/auth';
import { IMAGE_MESSAGES, ImageUploadSchema, imageSizeError } from '~/domain/schemas/image';

/** The types the file chooser offers; the server judges the content whatever the chooser allowed. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif';

type UploadField = 'file' | 'alt';
type UploadResult = { ok: true; image: UploadedImage } | { ok: false; field: UploadField; message: string };

/** Sends the file's bytes as they are, with the alt text and name in the query (docs/decisions/062-images.md). */
async function upload(file: File, alt: string): Promise<UploadResult> {
  const query = new URLSearchParams({ alt, name: file.name });
  let res: Response;
  try {
    res = await fetch(`/api/admin/media?${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      credentials: 'same-origin',
      body: file,
    });
  } catch {
    return { ok: false, field: 'file', message: 'Network error. Check your connection and try again.' };
  }
  const data = (await res.json().catch(() => null)) as { image?: UploadedImage; error?: string; field?: string } | null;
  if (res.ok && data?.image) return { ok: true, image: data.image };
  return { ok: false, field: data?.field === 'alt' ? 'alt' : 'file', message: data?.error ?? `Upload failed (${res.status})` };
}

/**
 * `block` on lines of its own at the selection of `text` (replacing what is selected), with a blank
 * line before and after: Markdown reads an HTML block only when it stands apart.
 */
export function insertBlock(text: string, start: number, end: number, block: string): string {
  const before = text.slice(0, start).replace(/\s+$/, '');
  const after = text.slice(end).replace(/^\s+/, '');
  return [before, block, after].filter((part) => part !== '').join('\n\n');
}

interface ImageUploadProps {
  /** The button that opens the dialog, and the dialog's title. */
  label: string;
  /** The dialog's submit button ("Upload and insert"). */
  submitLabel: string;
  onUploaded: (image: UploadedImage) => void;
}

/**
 * A button that opens a modal <dialog> (ADR 019) to upload an image: the file and its alt text,
 * both required, each with its message at the field. The dialog is rendered into <body>, outside
 * the post form, so its own form is no form inside a form.
 */
export function ImageUpload({ label, submitLabel, onUploaded }: ImageUploadProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const [mounted, setMounted] = useState(false);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<Partial<Record<UploadField, string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => setMounted(true), []);

  function open() {
    setAlt('');
    setErrors({});
    if (fileInput.current) fileInput.current.value = '';
    dialog.current?.showModal();
  }

  function fail(field: UploadField, message: string) {
    setErrors({ [field]: message });
    (field === 'alt' ? altInput : fileInput).current?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React events cross portals: without this the post form around the button would submit too.
    event.stopPropagation();
    const file = fileInput.current?.files?.[0];
    if (!file) return fail('file', IMAGE_MESSAGES.fileRequired);
    const tooLarge = imageSizeError(file.size);
    if (tooLarge) return fail('file', tooLarge);
    const parsed = ImageUploadSchema.safeParse({ alt, name: file.name });
    if (!parsed.success) return fail(parsed.error.issues[0]?.path[0] === 'name' ? 'file' : 'alt', firstError(parsed.error));
    setBusy(true);
    const result = await upload(file, parsed.data.alt);
    setBusy(false);
    if (!result.ok) return fail(result.field, result.message);
    dialog.current?.close();
    onUploaded(result.image);
  }

  const described = (field: UploadField, hint?: boolean) =>
    [hint && `${id}-${field}-hint`, errors[field] && `${id}-${field}-error`].filter(Boolean).join(' ') || undefined;

  const inputClass = 'w-full rounded-md border bg-background px-3 text-base aria-[invalid=true]:border-destructive';
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={open}>
        {label}
      </Button>
      {mounted &&
        createPortal(
          <dialog
            ref={dialog}
            aria-labelledby={`${id}-title`}
            onCancel={(event) => busy && event.preventDefault()}
            className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-lg border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
          >
            <form onSubmit={submit} noValidate className="space-y-4">
              <h2 id={`${id}-title`} className="text-lg font-semibold">
                {label}
              </h2>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-file`} className="block text-sm font-medium">
                  Image file
                </label>
                <input
                  ref={fileInput}
                  id={`${id}-file`}
                  type="file"
                  accept={ACCEPT}
                  aria-invalid={errors.file ? true : undefined}
                  aria-describedby={described('file', true)}
                  onChange={() => setErrors((e) => ({ ...e, file: undefined }))}
                  className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-secondary file:px-3 file:py-1.5 file:text-secondary-foreground"
                />
                <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
                  PNG, JPEG, WebP, AVIF or GIF, up to 10 MB. Location and camera details are removed.
                </p>
                {errors.file && (
                  <p id={`${id}-file-error`} className="text-sm font-medium text-destructive">
                    {errors.file}
                  </p>
                )}
              </div>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-alt`} className="block text-sm font-medium">
                  Alt text
                </label>
                <input
                  ref={altInput}
                  id={`${id}-alt`}
                  value={alt}
                  required
                  aria-invalid={errors.alt ? true : undefined}
                  aria-describedby={described('alt', true)}
                  onChange={(event) => {
                    setAlt(event.target.value);
                    setErrors((e) => ({ ...e, alt: undefined }));
                  }}
                  className={`h-10 ${inputClass}`}
                />
                <p id={`${id}-alt-hint`} className="text-xs text-muted-foreground">
                  What the image shows, for readers who cannot see it.
                </p>
                {errors.alt && (
                  <p id={`${id}-alt-error`} className="text-sm font-medium text-destructive">
                    {errors.alt}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap justify-end gap-2">
                <Button type="button" variant="outline" disabled={busy} onClick={() => dialog.current?.close()}>
                  Cancel
                </Button>
                <Button type="submit" disabled={busy}>
                  {busy ? 'Uploading...' : submitLabel}
                </Button>
              </div>
            </form>
          </dialog>,
          document.body,
        )}
    </>
  );
}
