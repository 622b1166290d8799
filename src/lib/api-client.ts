/**
 * The browser's fetch helper: sends cookies, JSON only when
 * there is a body, and turns any non-OK response into an Error whose text is
 * "<status>: <body text or status text>".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly headers: Headers,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The parsed JSON error body `{ message, code? }`, when there is one. */
  get data(): { message?: string; code?: string; [key: string]: unknown } | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }
}

export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text, res.headers);
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The message to show for a failed call: the server's `message`, else the caller's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.data?.message ?? fallback;
  return fallback;
}
