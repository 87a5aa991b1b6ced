import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { DiscardDialog, type DiscardQuestion } from '~/components/admin/discard-dialog';
import { ImageUpload, insertBlock } from '~/components/admin/image-upload';
import { imageMarkup, type UploadedImage } from '~/domain/media';
import {
  EMPTY_POST_FORM,
  FIELD_LABELS,
  firstInvalid,
  formFromPost,
  formValues,
  keepDraft,
  sameForm,
  takeDraft,
  validatePostForm,
  type FieldErrors,
  type PostField,
  type PostFormState,
} from '~/components/admin/post-form-state';
import { useLeaveGuard } from '~/components/admin/use-leave-guard';
import { BodyEditor } from '~/components/admin/editor/body-editor';
import { ConflictDialog, type Conflict } from '~/components/admin/editor/conflict-dialog';
import { PublishState } from '~/components/admin/editor/publish-state';
import { useAutosave } from '~/components/admin/editor/use-autosave';
import { slugify } from '~/domain/posts';
import { POST_CATEGORIES } from '~/domain/schemas/post';
import { LANGUAGES } from '~/i18n/languages';
import { getJson, requestJson } from '~/lib/api-client';
import type { BlogPost } from '~/services/db/post-rows.server';

export interface PostFormHandle {
  /** Opens a post in the form, asking first if the form holds unsaved changes. */
  edit(post: BlogPost): void;
  /** A post was deleted: if it is the one in the form, the form goes back to a new post. */
  forget(postId: string): void;
  /** Runs `action` once unsaved changes, if any, may be discarded (the author is asked). */
  confirmDiscard(action: () => void): void;
  /** Keeps unsaved changes for this tab (see keepDraft) and lets the page go without asking. */
  keepForLater(): void;
}

interface PostFormProps {
  ref?: Ref<PostFormHandle>;
  /** The signed-in author: a draft kept for later belongs to this account. */
  userId: string;
  /** The posts loaded in the list; a kept draft of another post is fetched to reopen it. */
  posts: BlogPost[];
  /** The post the page's address names (`/blog-admin/posts/{id}`): opened in the form on arrival. */
  open?: BlogPost | null;
  /** Told which post the form holds (null: a new one), as it changes, for the page's address. */
  onEditing?: (postId: string | null) => void;
  /** The post as the server saved it. */
  onSaved: (post: BlogPost) => void;
  /** The server says the session is gone (another tab signed out): the dashboard leaves for /auth (docs/product.md#accounts). */
  onSignedOut: () => void;
  /** Whether the role may publish or schedule (docs/decisions/076-roles.md): a Contributor is not offered to. */
  canPublish?: boolean;
}

const inputClass = 'w-full rounded-md border bg-background px-3 text-base aria-[invalid=true]:border-destructive';
const textareaClass = `${inputClass} py-2`;

/**
 * Create or edit a post. The slug follows the title while creating; saving resets the form. Unsaved
 * changes are never lost silently: Edit on another post, Cancel and leaving the page ask first. A
 * field that fails its rule (docs/product.md#post-form) says so beside it, and takes focus.
 */
export function PostForm({ ref, userId, posts, open = null, onEditing, onSaved, onSignedOut, canPublish = true }: PostFormProps) {
  const id = useId();
  const fieldId = (field: PostField) => `${id}-${field}`;
  const [form, setForm] = useState<PostFormState>(EMPTY_POST_FORM);
  const [baseline, setBaseline] = useState<PostFormState>(EMPTY_POST_FORM);
  const [editing, setEditing] = useState<string | null>(open?.id ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<DiscardQuestion | null>(null);
  // The stored post's version and whether it is public or scheduled (a draft autosaves; a published
  // post changes only when its author says so).
  const [stored, setStored] = useState<{ version: number; published: boolean } | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [autosaved, setAutosaved] = useState<{ at: number; generation: number }>({ at: 0, generation: 0 });
  const dirty = !sameForm(form, baseline);
  const guard = useLeaveGuard(dirty, setQuestion);
  /** Where focus goes once React has shown the form's new state. */
  const focusNext = useRef<PostField | null>(null);

  useEffect(() => {
    const field = focusNext.current;
    if (!field) return;
    focusNext.current = null;
    const element = document.getElementById(fieldId(field));
    element?.focus({ preventScroll: true });
    // docs/product.md#post-form: opening a post scrolls to the top; a field to fix comes into the
    // middle of the screen.
    if (field === 'title') window.scrollTo({ top: 0 });
    else element?.scrollIntoView({ block: 'center' });
  });

  function load(next: PostFormState, post: BlogPost | string | null, focus: PostField | null) {
    setForm(next);
    setBaseline(next);
    setEditing(typeof post === 'string' ? post : (post?.id ?? null));
    if (typeof post !== 'string') setStored(post ? { version: post.version, published: post.published } : null);
    setErrors({});
    focusNext.current = focus;
  }

  function whenDiscarded(action: () => void) {
    if (dirty) setQuestion({ discard: action });
    else action();
  }

  useEffect(() => onEditing?.(editing), [editing, onEditing]);

  // The post the address names, opened on arrival (after hydration: its date is shown in this
  // browser's zone, which the server does not know); a draft kept when this tab was signed out
  // comes back instead, after signing in again.
  useEffect(() => {
    const draft = takeDraft(userId);
    if (!draft) {
      if (open) load(formFromPost(open), open, 'title');
      return;
    }
    // A post deleted meanwhile comes back as a new post with the kept text.
    const restore = (post: BlogPost | null) => {
      load(post ? formFromPost(post) : EMPTY_POST_FORM, post, 'title');
      setForm(draft.form);
      toast('Your unsaved post was restored.');
    };
    const known = posts.find((p) => p.id === draft.editing);
    if (known || draft.editing === null) return restore(known ?? null);
    void getJson<{ post: BlogPost }>(`/api/admin/posts/${encodeURIComponent(draft.editing)}`).then((result) =>
      restore(result.ok ? result.data.post : null),
    );
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(ref, () => ({
    edit: (post) => whenDiscarded(() => load(formFromPost(post), post, 'title')),
    forget: (postId) => {
      if (postId === editing) load(EMPTY_POST_FORM, null, null);
    },
    confirmDiscard: (action) => whenDiscarded(() => guard.leave(action)),
    keepForLater: () => {
      if (dirty) keepDraft({ userId, editing, form });
      guard.allowLeaving();
    },
  }));

  const set = <K extends PostField>(key: K, value: PostFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  /** An uploaded image goes into the body where the cursor is (docs/decisions/062-images.md). */
  function insertImage(image: UploadedImage) {
    const area = document.getElementById(fieldId('content')) as HTMLTextAreaElement | null;
    setForm((f) => {
      const end = area?.selectionEnd ?? f.content.length;
      return { ...f, content: insertBlock(f.content, area?.selectionStart ?? end, end, imageMarkup(image)) };
    });
    setErrors((e) => ({ ...e, content: undefined }));
  }

  /** The form sent to the server: POST for a new post, PUT naming the version it was made from. */
  async function send(values: PostFormState, version = stored?.version) {
    // A date the author left alone is not sent: the post keeps it to the millisecond (the field
    // shows whole seconds), docs/product.md#blog.
    const keepDate = editing && form.published_at === baseline.published_at ? { published_at: undefined } : {};
    return editing
      ? requestJson<{ post: BlogPost }>('PUT', `/api/admin/posts/${encodeURIComponent(editing)}`, { ...values, ...keepDate, version })
      : requestJson<{ post: BlogPost }>('POST', '/api/admin/posts', values);
  }

  /** The post as saved: it stays open in the form, and what was typed meanwhile stays too. */
  function saved(post: BlogPost, sent: PostFormState) {
    const next = formFromPost(post);
    setBaseline(next);
    setForm((current) => (sameForm(current, sent) ? next : current));
    setEditing(post.id);
    setStored({ version: post.version, published: post.published });
    onSaved(post);
  }

  function refused(result: Extract<Awaited<ReturnType<typeof send>>, { ok: false }>, sent: PostFormState) {
    if (result.status === 401) return onSignedOut();
    if (result.status === 409 && result.code === 'conflict') {
      return setConflict({ current: result.body?.current as BlogPost, base: baseline, mine: sent });
    }
    const field = result.field as PostField | undefined;
    if (field && field in form) {
      setErrors({ [field]: result.message });
      focusNext.current = field;
    }
    toast.error('Error', { description: result.message });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One save at a time. The button is not disabled meanwhile: a disabled button loses focus, and the
    // author goes on from it after the save.
    if (busy) return;
    const values = formValues(form);
    const invalid = validatePostForm(values);
    const first = firstInvalid(invalid);
    if (first) {
      setErrors(invalid);
      focusNext.current = first;
      return void toast.error('Validation Error', { description: invalid[first] });
    }
    setBusy(true);
    const result = await send(values);
    setBusy(false);
    if (!result.ok) return refused(result, form);
    toast.success(editing ? 'Post updated successfully.' : 'Post created successfully.');
    saved(result.data.post, form);
  }

  // A draft saves itself every few seconds while it is edited, once its fields are valid.
  const draft = !form.published && !stored?.published;
  const autosaveReady = draft && dirty && !busy && !conflict && !question && !firstInvalid(validatePostForm(formValues(form)));
  useAutosave(autosaveReady, autosaved.generation, async () => {
    const sent = form;
    setBusy(true);
    const result = await send(formValues(sent));
    setBusy(false);
    setAutosaved((a) => ({ at: result.ok ? Date.now() : a.at, generation: a.generation + 1 }));
    if (result.ok) saved(result.data.post, sent);
    else refused(result, sent);
  });

  /** The label, hint and error of a field, and the attributes that tie its control to them. */
  function field(name: PostField, label: string, control: (props: ControlProps) => ReactNode, hint?: string) {
    const error = errors[name];
    const describedBy = [hint && `${fieldId(name)}-hint`, error && `${fieldId(name)}-error`].filter(Boolean).join(' ');
    return (
      <div className="space-y-1.5">
        <label htmlFor={fieldId(name)} className="block text-sm font-medium">
          {label}
        </label>
        {control({ id: fieldId(name), 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
        {hint && (
          <p id={`${fieldId(name)}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${fieldId(name)}-error`} className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
    );
  }

  const text =
    (name: Exclude<PostField, 'published' | 'featured' | 'content_format'>, type = 'text') =>
    (props: ControlProps) => (
      <input {...props} type={type} value={form[name]} onChange={(e) => set(name, e.target.value)} className={`h-10 ${inputClass}`} />
    );
  const area =
    (name: 'excerpt' | 'content' | 'meta_description', rows: number, extra = '') =>
    (props: ControlProps) => (
      <textarea {...props} rows={rows} value={form[name]} onChange={(e) => set(name, e.target.value)} className={`${textareaClass} ${extra}`} />
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? 'Edit Post' : 'Create New Post'}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {field('title', FIELD_LABELS.title, (props) => (
            <input
              {...props}
              value={form.title}
              onChange={(e) => {
                const title = e.target.value;
                setForm((f) => ({ ...f, title, slug: editing ? f.slug : slugify(title) }));
                setErrors((e) => ({ ...e, title: undefined, slug: undefined }));
              }}
              className={`h-10 ${inputClass}`}
            />
          ))}
          {field('slug', FIELD_LABELS.slug, text('slug'), 'Lowercase letters, numbers and hyphens; made from the title when empty.')}
          {field('category', FIELD_LABELS.category, (props) => (
            <select {...props} value={form.category} onChange={(e) => set('category', e.target.value)} className={`h-10 ${inputClass}`}>
              <option value="">Choose a category</option>
              {POST_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          ))}
          {field(
            'language',
            FIELD_LABELS.language,
            (props) => (
              <select {...props} value={form.language} onChange={(e) => set('language', e.target.value)} className={`h-10 ${inputClass}`}>
                {LANGUAGES.map((language) => (
                  <option key={language.code} value={language.code}>
                    {language.name}
                  </option>
                ))}
              </select>
            ),
            'The language the post is written in: it is listed in that language’s blog.',
          )}
          {field('excerpt', FIELD_LABELS.excerpt, area('excerpt', 2))}
          {field('content', FIELD_LABELS.content, (props) => (
            <BodyEditor
              {...props}
              value={form.content}
              format={form.content_format}
              onChange={(value) => set('content', value)}
              onFormatChange={(format, content) => {
                set('content', content);
                set('content_format', format);
              }}
            />
          ))}
          <ImageUpload label="Insert image" submitLabel="Upload and insert" onUploaded={insertImage} />
          {field('tags', FIELD_LABELS.tags, text('tags'), 'Comma-separated, at most 10.')}
          {field('featured_image', FIELD_LABELS.featured_image, text('featured_image', 'url'))}
          <ImageUpload label="Upload featured image" submitLabel="Upload" onUploaded={(image) => set('featured_image', image.src)} />
          {field('meta_title', FIELD_LABELS.meta_title, text('meta_title'))}
          {field('meta_description', FIELD_LABELS.meta_description, area('meta_description', 2))}
          {canPublish &&
            field(
              'published_at',
              FIELD_LABELS.published_at,
              text('published_at', 'datetime-local'),
              'In UTC, as every time in the admin. Empty: when it is first published. A later date schedules the post; unpublishing keeps the date.',
            )}
          <div className="flex flex-wrap gap-6">
            {(canPublish ? (['published', 'featured'] as const) : (['featured'] as const)).map((key) => (
              <label key={key} className="inline-flex items-center gap-2 text-sm font-medium">
                <input
                  type="checkbox"
                  role="switch"
                  checked={form[key]}
                  onChange={(e) => set(key, e.target.checked)}
                  className="size-4 accent-[var(--primary)]"
                />
                {FIELD_LABELS[key]}
              </label>
            ))}
          </div>
          <PublishState form={form} stored={stored} autosavedAt={autosaved.at} dirty={dirty} />
          <div className="flex gap-2">
            <Button type="submit" aria-disabled={busy || undefined}>
              {editing ? 'Update Post' : 'Create Post'}
            </Button>
            {editing && (
              <Button type="button" variant="outline" onClick={() => whenDiscarded(() => load(EMPTY_POST_FORM, null, 'title'))}>
                Cancel
              </Button>
            )}
          </div>
        </form>
        <DiscardDialog question={question} onClose={() => setQuestion(null)} />
        <ConflictDialog
          conflict={conflict}
          onClose={() => setConflict(null)}
          onUseSaved={(current) => load(formFromPost(current), current, 'title')}
          onKeepMine={(current, kept) => {
            // Saved over the version the author has now seen, with the other side's changes to the
            // fields this form did not touch; a newer one still is refused again.
            void send(formValues(kept), current.version).then((result) => (result.ok ? saved(result.data.post, form) : refused(result, kept)));
          }}
        />
      </CardContent>
    </Card>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
