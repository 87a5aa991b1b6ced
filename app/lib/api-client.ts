/** The outcome of a JSON call to our API: the parsed body, or the server's message. */
export type ApiResult<T> =
  { ok: true; data: T } | { ok: false; status: number; message: string; code?: string; field?: string; body?: Record<string, unknown> | null };

/** Sends JSON to a same-origin API path; never throws, so forms can always show a message. */
export async function requestJson<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, message: 'Network error. Check your connection and try again.' };
  }
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (res.ok) return { ok: true, data: data as T };
  const message = typeof data?.message === 'string' ? data.message : typeof data?.error === 'string' ? data.error : res.statusText;
  return {
    ok: false,
    status: res.status,
    message: message || 'Request failed',
    code: typeof data?.code === 'string' ? data.code : undefined,
    // The form field a refusal is about (a taken slug, say), so the form can show it there.
    field: typeof data?.field === 'string' ? data.field : undefined,
    // The rest of a refusal (a 409's two versions of a post).
    body: data,
  };
}

export function postJson<T = unknown>(path: string, body: unknown): Promise<ApiResult<T>> {
  return requestJson<T>('POST', path, body);
}

export function getJson<T = unknown>(path: string): Promise<ApiResult<T>> {
  return requestJson<T>('GET', path);
}
