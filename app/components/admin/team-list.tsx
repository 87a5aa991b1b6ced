import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { DialogActions, ModalDialog } from '~/components/ui/modal-dialog';
import { ROLE_LABELS, ROLES, type Role } from '~/domain/roles';
import { requestJson } from '~/lib/api-client';

export interface TeamRow {
  id: string;
  email: string;
  name: string;
  role: Role;
  suspended: boolean;
}

export interface InviteRow {
  id: string;
  email: string;
  role: Role;
  createdAt: number;
  expiresAt: number;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const label = (person: TeamRow) => person.name || person.email;

/**
 * The team and its open invitations (docs/decisions/076-roles.md): an Administrator changes a
 * role, suspends or restores, removes (the posts keep their byline or go to another member), and
 * cancels an invitation. Nobody is offered these on themselves. What each change did is announced.
 */
export function TeamList({ team, invites, selfId }: { team: TeamRow[]; invites: InviteRow[]; selfId: string }) {
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [removing, setRemoving] = useState<TeamRow | null>(null);

  async function run(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) {
    const result = await requestJson<{ message: string }>(method, path, method === 'DELETE' ? undefined : (body ?? {}));
    setStatus(result.ok ? { text: result.data.message, error: false } : { text: result.message, error: true });
    await revalidator.revalidate();
    return result.ok;
  }

  return (
    <div className="space-y-4">
      <ul className="divide-y text-sm" aria-label="Team">
        {team.map((person) => (
          <li key={person.id} className="space-y-2 py-3">
            <div>
              <span className="font-medium">{person.name || 'No display name'}</span> <Badge variant="outline">{ROLE_LABELS[person.role]}</Badge>{' '}
              {person.suspended && <Badge variant="accent">Suspended</Badge>}
              <span className="block break-all text-muted-foreground">{person.email}</span>
            </div>
            {person.id === selfId ? (
              <p className="text-muted-foreground">You. Another Administrator can change your role.</p>
            ) : (
              <MemberActions person={person} onRun={run} onRemove={() => setRemoving(person)} />
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={status?.error ? 'text-sm text-destructive' : 'text-sm'}>
        {status?.text}
      </p>
      <h3 className="font-semibold">Invitations waiting ({invites.length})</h3>
      <ul className="divide-y text-sm" aria-label="Invitations waiting">
        {invites.map((invite) => (
          <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="break-all">{invite.email}</span> <Badge variant="outline">{ROLE_LABELS[invite.role]}</Badge>
              <span className="block text-muted-foreground">
                sent {day(invite.createdAt)}, open until {day(invite.expiresAt)}
              </span>
            </span>
            <Button variant="outline" size="sm" onClick={() => void run('DELETE', `/api/admin/invites/${invite.id}`)}>
              Cancel invitation<span className="sr-only"> to {invite.email}</span>
            </Button>
          </li>
        ))}
      </ul>
      <RemoveDialog
        person={removing}
        others={team.filter((p) => p.id !== removing?.id && !p.suspended)}
        onClose={() => setRemoving(null)}
        onRemove={(person, reassignTo) => run('POST', `/api/admin/people/${person.id}/remove`, { reassignTo })}
      />
    </div>
  );
}

function MemberActions({
  person,
  onRun,
  onRemove,
}: {
  person: TeamRow;
  onRun: (method: 'POST' | 'PUT', path: string, body?: unknown) => Promise<boolean>;
  onRemove: () => void;
}) {
  const [role, setRole] = useState<Role>(person.role);
  const id = `role-${person.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Role of {label(person)}
      </label>
      <select id={id} value={role} onChange={(e) => setRole(e.target.value as Role)} className="h-9 rounded-md border bg-background px-2">
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="outline"
        disabled={role === person.role}
        onClick={() => void onRun('PUT', `/api/admin/people/${person.id}/role`, { role })}
      >
        Change role<span className="sr-only"> of {label(person)}</span>
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => void onRun('POST', `/api/admin/people/${person.id}/${person.suspended ? 'restore' : 'suspend'}`)}
      >
        {person.suspended ? 'Restore' : 'Suspend'}
        <span className="sr-only"> {label(person)}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={onRemove}>
        Remove<span className="sr-only"> {label(person)}</span>
      </Button>
    </div>
  );
}

/** "Remove …?": the posts keep the person's byline, or go to another member of the team. */
function RemoveDialog({
  person,
  others,
  onClose,
  onRemove,
}: {
  person: TeamRow | null;
  others: TeamRow[];
  onClose: () => void;
  onRemove: (person: TeamRow, reassignTo: string | null) => Promise<boolean>;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  const [to, setTo] = useState('');
  const name = person ? label(person) : '';
  return (
    <ModalDialog
      open={person !== null}
      title={`Remove ${name}?`}
      text="They are signed out and can no longer open the admin. Their posts stay on the blog."
      onEscape={onClose}
      initialFocus={keep}
      className="w-[min(30rem,calc(100vw-2rem))]"
    >
      <label htmlFor="remove-posts-to" className="mt-4 block text-sm font-medium">
        Their posts
      </label>
      <select
        id="remove-posts-to"
        value={to}
        onChange={(e) => setTo(e.target.value)}
        className="mt-1 h-9 w-full rounded-md border bg-background px-2 text-sm"
      >
        <option value="">Keep their byline</option>
        {others.map((p) => (
          <option key={p.id} value={p.id}>
            Give them to {label(p)}
          </option>
        ))}
      </select>
      <DialogActions>
        <Button ref={keep} variant="outline" onClick={onClose}>
          Keep {name}
        </Button>
        <Button
          onClick={() => {
            if (!person) return;
            onClose();
            setTo('');
            void onRemove(person, to || null);
          }}
        >
          Remove {name}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
