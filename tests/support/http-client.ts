/**
 * A cookie-keeping HTTP client for integration tests: one instance is one browser.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    // Like a browser: non-GET requests carry the page's Origin.
    const origin: Record<string, string> = method === 'GET' || method === 'HEAD' ? {} : { origin: new URL(this.baseUrl).origin };
    const h: Record<string, string> = { ...origin, ...this.headers, ...headers };
    if (this.cookies.size > 0) {
      h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let payload: string | undefined;
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: h,
      body: payload ?? null,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers);
  delete = (path: string, headers?: Record<string, string>) => this.request('DELETE', path, undefined, headers);

  async json<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
    const res = await this.request(method, path, body);
    const data = (await res.json()) as T;
    return { res, data };
  }
}
