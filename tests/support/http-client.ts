/**
 * A cookie-keeping HTTP client for integration tests: one instance is one browser.
 */
import { request as httpRequest } from 'node:http';

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
    this.keepCookies(res.headers.getSetCookie());
    return res;
  }

  /**
   * A GET as a browser's navigation sends it. fetch() always says `Sec-Fetch-Mode: cors`, so this
   * goes through node:http, which sends the `sec-fetch-*` headers given. The answer is read whole.
   */
  navigate(path: string, headers: Record<string, string>): Promise<Response> {
    const h: Record<string, string> = { ...this.headers, ...headers };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, this.baseUrl), { method: 'GET', headers: h }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const answer = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) answer.append(name, one);
          }
          this.keepCookies(answer.getSetCookie());
          const status = res.statusCode ?? 0;
          resolve(new Response(status === 204 || status === 304 || (status >= 300 && status < 400) ? null : Buffer.concat(chunks), { status, headers: answer }));
        });
      });
      req.on('error', reject);
      req.end();
    });
  }

  private keepCookies(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (!pair || eq < 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
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
