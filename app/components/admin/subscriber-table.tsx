import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { requestJson } from '~/lib/api-client';

export interface SubscriberRow {
  id: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  createdAt: number;
  confirmedAt: number | null;
}

const STATUS_LABEL = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' } as const;
const day = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().slice(0, 10));

/** The subscriber list; removing one asks first, then keeps focus on the list's heading. */
export function SubscriberTable({ rows, headingId }: { rows: SubscriberRow[]; headingId: string }) {
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const table = useRef<HTMLTableElement>(null);

  async function remove(row: SubscriberRow) {
    if (!window.confirm(`Remove ${row.email}? The address is deleted and gets no more newsletters.`)) return;
    const result = await requestJson('DELETE', `/api/admin/subscribers/${row.id}`);
    if (!result.ok) return setError(result.message);
    setError(null);
    await revalidator.revalidate();
    // The row and its button are gone: focus goes back to the list, not to the page's start.
    document.getElementById(headingId)?.focus();
  }

  return (
    <>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="overflow-x-auto">
        <table ref={table} className="w-full text-left text-sm">
          <thead>
            <tr className="border-b">
              {['Email', 'Status', 'Subscribed', 'Confirmed'].map((label) => (
                <th key={label} scope="col" className="py-2 pr-3">
                  {label}
                </th>
              ))}
              <th scope="col" className="py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b">
                <td className="break-all py-2 pr-3">{row.email}</td>
                <td className="py-2 pr-3">
                  <Badge variant={row.status === 'confirmed' ? 'default' : 'outline'}>{STATUS_LABEL[row.status]}</Badge>
                </td>
                <td className="py-2 pr-3">{day(row.createdAt)}</td>
                <td className="py-2 pr-3">{day(row.confirmedAt)}</td>
                <td className="py-2 text-right">
                  <Button variant="ghost" size="icon" aria-label={`Remove ${row.email}`} onClick={() => void remove(row)}>
                    <Trash2 aria-hidden />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
