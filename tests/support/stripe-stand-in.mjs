/**
 * A local stand-in for the slice of the Stripe API the server uses, so tests drive the
 * real `stripe` SDK (pointed here with STRIPE_API_URL) without leaving the machine:
 *   POST /v1/payment_intents, GET|POST /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel
 * Bodies are form-encoded like Stripe's (`metadata[projectId]=…`, `expand[]=…`), answers are JSON
 * shaped like Stripe's objects, errors like `{ error: { type, message } }`, and a repeated
 * `Idempotency-Key` replays the first answer (a different body with the same key is a 400, as
 * on Stripe). Any Bearer key is accepted.
 *
 * Test hooks (not Stripe's): `POST /_test/payment_intents/:id/succeed` (form or JSON
 * `{ type?: 'card' | 'link' | …, wallet?: 'apple_pay' | 'google_pay' }`) settles an intent as
 * paid with a charge and a receipt URL; `GET /_test/requests` lists the calls received.
 *
 * Plain JavaScript so the Playwright web server can start it with node:
 *   node tests/support/stripe-stand-in.mjs <port>
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

const OPEN = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * `a[b][]=1&a[b][]=2&c=3` → `{ a: { b: ['1', '2'] }, c: '3' }`, like Stripe reads form bodies.
 * @param {string} body
 */
export function parseStripeForm(body) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split('[').map((p, i) => (i === 0 ? p : p.replace(/\]$/, '')));
    /** @type {any} */
    let node = out;
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1;
      const key = part === '' && Array.isArray(node) ? node.length : part;
      if (last) node[key] = value;
      else node = node[key] ??= parts[i + 1] === '' || /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
    }
  }
  return out;
}

/** @param {number} status @param {string} message @param {string} [code] */
const stripeError = (status, message, code) => ({
  status,
  body: { error: { type: status === 404 ? 'invalid_request_error' : 'invalid_request_error', message, ...(code ? { code } : {}) } },
});

/**
 * @param {{ port?: number; host?: string }} [options]
 * @returns {Promise<{ url: string; port: number; close: () => Promise<void>; succeed: (intentId: string, details?: { type?: string; wallet?: string }) => any; intents: Map<string, any>; requests: { method: string; path: string; idempotencyKey: string | null }[] }>}
 */
export async function startStripeStandIn({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {Map<string, any>} */
  const intents = new Map();
  /** @type {Map<string, any>} */
  const charges = new Map();
  /** @type {Map<string, { body: string; status: number; answer: any }>} */
  const idempotent = new Map();
  /** @type {{ method: string; path: string; idempotencyKey: string | null }[]} */
  const requests = [];

  /** @param {any} intent @param {any} query */
  const view = (intent, query) => {
    const expand = [].concat(query?.expand ?? []);
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : null;
    return { ...intent, latest_charge: charge && expand.includes('latest_charge') ? charge : intent.latest_charge };
  };

  /** @param {string} id @param {{ type?: string; wallet?: string }} [details] */
  const succeed = (id, details = {}) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id}`);
    const type = details.type ?? 'card';
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      currency: intent.currency,
      paid: true,
      status: 'succeeded',
      payment_intent: id,
      receipt_url: `https://pay.stripe.com/receipts/test/${id}`,
      payment_method_details: {
        type,
        ...(type === 'card' ? { card: { brand: 'visa', last4: '4242', wallet: details.wallet ? { type: details.wallet } : null } } : {}),
      },
      created: now(),
    };
    charges.set(charge.id, charge);
    Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, amount_received: intent.amount, payment_method: newId('pm') });
    return view(intent, { expand: ['latest_charge'] });
  };

  /** @param {string} method @param {string} path @param {any} params @param {URLSearchParams} search */
  function route(method, path, params, search) {
    // GET carries `expand[]` in the query, POST in the form body.
    const query = { ...parseStripeForm(search.toString()), ...(params?.expand ? { expand: params.expand } : {}) };
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'Amount must be at least 50 cents', 'amount_too_small');
      if (!params.currency) return stripeError(400, 'Missing required param: currency.');
      const id = newId('pi');
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: String(params.currency).toLowerCase(),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        description: params.description ?? null,
        metadata: { ...(params.metadata ?? {}) },
        automatic_payment_methods: params.automatic_payment_methods ? { enabled: params.automatic_payment_methods.enabled === 'true' } : null,
        payment_method_types: params.payment_method_types ?? ['card', 'link'],
        latest_charge: null,
        payment_method: null,
        canceled_at: null,
        cancellation_reason: null,
        created: now(),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: view(intent, query) };
    }
    const test = path.match(/^\/_test\/payment_intents\/([^/]+)\/succeed$/);
    if (test && method === 'POST') {
      if (!intents.has(test[1])) return stripeError(404, `No such payment_intent: '${test[1]}'`, 'resource_missing');
      return { status: 200, body: succeed(test[1], params) };
    }
    if (method === 'GET' && path === '/_test/requests') return { status: 200, body: requests };
    const match = path.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/);
    const intent = match ? intents.get(match[1]) : undefined;
    if (!match) return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
    if (!intent) return stripeError(404, `No such payment_intent: '${match[1]}'`, 'resource_missing');
    if (match[2] && method === 'POST') {
      if (!OPEN.has(intent.status)) {
        return stripeError(400, `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
      }
      Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: params.cancellation_reason ?? null });
      return { status: 200, body: view(intent, query) };
    }
    if (method === 'GET') return { status: 200, body: view(intent, query) };
    if (method === 'POST') {
      if (!OPEN.has(intent.status)) {
        return stripeError(400, `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`, 'payment_intent_unexpected_state');
      }
      if (params.amount !== undefined) {
        const amount = Number(params.amount);
        if (!Number.isInteger(amount) || amount < 50) return stripeError(400, 'Amount must be at least 50 cents', 'amount_too_small');
        intent.amount = amount;
      }
      if (params.metadata) {
        // Stripe: an empty value removes the key.
        for (const [k, v] of Object.entries(params.metadata)) {
          if (v === '') delete intent.metadata[k];
          else intent.metadata[k] = v;
        }
      }
      if (params.description !== undefined) intent.description = params.description;
      return { status: 200, body: view(intent, query) };
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const key = req.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey });
      /** @param {{ status: number; body: any }} answer */
      const send = (answer) => {
        res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
        res.end(JSON.stringify(answer.body));
      };
      const isTestHook = url.pathname.startsWith('/_test/');
      if (!isTestHook && !/^Bearer \S+/.test(req.headers.authorization ?? '')) {
        return send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } } });
      }
      const isJson = (req.headers['content-type'] ?? '').includes('application/json');
      let params;
      try {
        params = isJson ? JSON.parse(body || '{}') : parseStripeForm(body);
      } catch {
        return send(stripeError(400, 'Invalid request body.'));
      }
      if (idempotencyKey && req.method === 'POST') {
        const scoped = `${url.pathname} ${idempotencyKey}`;
        const earlier = idempotent.get(scoped);
        if (earlier) {
          if (earlier.body !== body) {
            return send(stripeError(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`, 'idempotency_error'));
          }
          return send({ status: earlier.status, body: earlier.answer });
        }
        const answer = route(req.method, url.pathname, params, url.searchParams);
        idempotent.set(scoped, { body, status: answer.status, answer: answer.body });
        return send(answer);
      }
      send(route(req.method ?? 'GET', url.pathname, params, url.searchParams));
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    intents,
    requests,
    succeed,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? 12111);
  const standIn = await startStripeStandIn({ port });
  console.log(`Stripe stand-in listening on ${standIn.url}`);
}
