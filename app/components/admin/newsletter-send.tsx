import { Mail, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { waitingSendText, type SendSummary } from '~/domain/newsletter-send';
import { getJson, postJson } from '~/lib/api-client';

export interface SendProgressView extends SendSummary {
  sent: number;
  failed: number;
  skipped: number;
  left: number;
}

interface Props {
  postId: string;
  email: string;
  subscribers: number;
  send: SendProgressView | null;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Sending a post as a newsletter: a test copy to oneself first, then "Send to N subscribers"
 * behind a confirmation (a native dialog), then the send's progress, asked for every two seconds
 * while it runs (docs/decisions/061-newsletter-sending.md). A send of a scheduled post waits for
 * the publication, which the screen names; it is not asked about before that time, since nothing
 * changes until then, and every two seconds after it until the send has started
 * (docs/decisions/069-newsletter-waits-for-publication.md).
 */
export function NewsletterSend({ postId, email, subscribers, send: initial }: Props) {
  const [send, setSend] = useState(initial);
  const [testNote, setTestNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const path = `/api/admin/posts/${postId}/newsletter`;

  const status = send?.status;
  const sendAt = send?.sendAt ?? null;
  useEffect(() => {
    const waiting = status === 'scheduled';
    if (status !== 'sending' && !(waiting && sendAt !== null)) return;
    const timer = setInterval(() => {
      if (waiting && Date.now() < sendAt!) return;
      void getJson<{ send: SendProgressView | null }>(path).then((r) => r.ok && r.data.send && setSend(r.data.send));
    }, 2000);
    return () => clearInterval(timer);
  }, [status, sendAt, path]);

  async function sendTest() {
    setBusy(true);
    const result = await postJson<{ message: string }>(`${path}/test`, {});
    setBusy(false);
    setTestNote(result.ok ? { ok: true, text: result.data.message } : { ok: false, text: result.message });
  }

  async function sendAll() {
    setBusy(true);
    const result = await postJson<{ send: SendProgressView }>(path, {});
    setBusy(false);
    dialog.current?.close();
    if (result.ok) setSend(result.data.send);
    else setError(result.message);
  }

  if (send?.status === 'scheduled') {
    return (
      <div className="space-y-3">
        <p role="status" className="font-medium">
          {waitingSendText(send.sendAt)}
        </p>
        <p className="text-sm text-muted-foreground">
          It goes to the subscribers confirmed then, with the post as it is then: edits until the publication are sent.
        </p>
      </div>
    );
  }

  if (send) {
    return (
      <div className="space-y-3">
        <p role="status" className="font-medium">
          {send.status === 'done' ? 'Sent.' : 'Sending…'} {send.sent} sent · {send.failed} failed · {send.left} left
          {send.skipped > 0 && ` · ${send.skipped} unsubscribed before their turn`}
        </p>
        <progress className="w-full" max={send.total || 1} value={send.total - send.left} aria-label="Newsletter progress" />
        <p className="text-sm text-muted-foreground">A post is sent once: subscribers who join later do not get it.</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby="test-heading" className="space-y-2">
        <h2 id="test-heading" className="text-lg font-semibold">
          1. Send a test to yourself
        </h2>
        <p className="text-sm text-muted-foreground">See the mail as subscribers will, at {email}.</p>
        <Button variant="outline" onClick={() => void sendTest()} disabled={busy}>
          <Mail aria-hidden /> Send a test to {email}
        </Button>
        <p role="status" className={testNote?.ok === false ? 'text-sm text-destructive' : 'text-sm'}>
          {testNote?.text}
        </p>
      </section>
      <section aria-labelledby="send-heading" className="space-y-2">
        <h2 id="send-heading" className="text-lg font-semibold">
          2. Send to every confirmed subscriber
        </h2>
        {subscribers === 0 ? (
          <p className="text-sm text-muted-foreground">No confirmed subscribers yet.</p>
        ) : (
          <Button onClick={() => dialog.current?.showModal()} disabled={busy}>
            <Send aria-hidden /> Send to {plural(subscribers, 'subscriber')}
          </Button>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </section>
      <dialog
        ref={dialog}
        aria-labelledby="confirm-heading"
        className="m-auto max-w-md rounded-lg border bg-background p-6 text-foreground backdrop:bg-black/50"
      >
        <h2 id="confirm-heading" className="text-lg font-semibold">
          Send to {plural(subscribers, 'subscriber')}?
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">Each confirmed subscriber gets this post once. A send cannot be undone.</p>
        <div className="mt-4 flex justify-end gap-2">
          <Button variant="outline" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button onClick={() => void sendAll()} disabled={busy}>
            Send to {plural(subscribers, 'subscriber')}
          </Button>
        </div>
      </dialog>
    </div>
  );
}
