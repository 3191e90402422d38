import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../http/deps.js';
import { listCarbonProjects } from '../market/index.js';
import { getOrder, paidOrderIdOf, recordProviderOutcome } from './orders.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const orderIdParams = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[0-9a-f]+$' } },
} as const;

/** The checkout's one script, served from 'self' (the CSP allows no inline script). */
const SCRIPT_PATH = '/sandbox/checkout.js';

/**
 * The checkout's look, as a stylesheet of its own: the CSP allows no inline style (only the app's
 * style elements, with the reply's nonce).
 */
const STYLE_PATH = '/sandbox/checkout.css';
const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
.note{background:#fff4ce;border:1px solid #e0c36b;padding:.75rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:4px;border:0;cursor:pointer}
.pay{background:#1b6e3a;color:#fff}.fail{background:#a4262c;color:#fff}
`;

/**
 * Back to the checkout after paying: Chrome's back-forward cache shows the page as it was left, with
 * Pay and Fail on an order that is paid (it keeps even no-store pages). Load it again instead, so it
 * shows what the provider knows now.
 */
const SCRIPT = `addEventListener('pageshow', function (e) { if (e.persisted) location.reload(); });\n`;

/** A checkout page; it names an icon (the app's), else the browser asks for /favicon.ico, a 404. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<script src="${SCRIPT_PATH}"></script>
<link rel="stylesheet" href="${STYLE_PATH}">
</head><body>${body}</body></html>`;
}

/** The app's return page for an order: `/carbon-offset-process?id&oid` (`&c=1` when it failed). */
function processUrl(uuid: string, orderId: string, failed: boolean): string {
  return `/carbon-offset-process?id=${encodeURIComponent(uuid)}&oid=${encodeURIComponent(orderId)}${failed ? '&c=1' : ''}`;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * The embedded sandbox checkout that stands in for the carbon offset payment provider, at the root
 * (not under the API base, no bearer token: the browser is redirected here). `GET
 * /sandbox/checkout/:orderId` renders the order with two buttons; `POST .../pay` and `.../fail`
 * record the provider's outcome and redirect (303) to the app's
 * `/carbon-offset-process?id=<uuid>&oid=<orderId>` (plus `&c=1` on failure), whose update call
 * then reads the outcome. Server-rendered HTML whose only script (from 'self', so the strict CSP
 * holds) reloads the page when Back brings it from the browser's back-forward cache.
 *
 * The lead wires it from `buildApp`: `await registerSandboxRoutes(app, deps)`.
 */
export async function registerSandboxRoutes(
  app: FastifyInstance,
  { db }: Pick<AppDeps, 'db'>,
): Promise<void> {
  await app.register(async (scope) => {
    // Browser forms post url-encoded bodies; the buttons carry no fields, so the body is ignored.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );

    scope.get(SCRIPT_PATH, async (_req, reply) =>
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(SCRIPT),
    );

    scope.get(STYLE_PATH, async (_req, reply) =>
      reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(STYLE),
    );

    scope.get<{ Params: { orderId: string } }>(
      '/sandbox/checkout/:orderId',
      { schema: { params: orderIdParams } },
      async (req, reply) => {
        const order = await getOrder(db, req.params.orderId);
        if (!order)
          return sendHtml(
            reply,
            404,
            page('Order not found', '<h1>Order not found</h1><p>This checkout link is not valid.</p>'),
          );
        const project = (await listCarbonProjects(db)).find((p) => p.id === order.projectId);
        const oid = esc(order.orderId);
        // Paid already (this order, or another of the switch's, say in a second tab): no second charge.
        const paidId = await paidOrderIdOf(db, order.switchRow);
        const returnUrl = esc(processUrl(order.uuid, paidId ?? order.orderId, false));
        return sendHtml(
          reply,
          200,
          page(
            'Sandbox checkout',
            `<h1>Sandbox checkout</h1>
<p class="note">This is a test payment page: no card is charged. Choose Pay or Fail to try both outcomes.</p>
<dl><dt>Order</dt><dd>${oid}</dd><dt>Project</dt><dd>${esc(project?.name ?? `Project ${order.projectId}`)}</dd>
<dt>Share</dt><dd>${order.percentage}%</dd><dt>Amount</dt><dd>£${order.amount.toFixed(2)}</dd>
<dt>Status</dt><dd>${esc(order.providerStatus)}</dd></dl>
${
  paidId
    ? `<p>This carbon offset is already paid: nothing more is charged.</p><p><a href="${returnUrl}">Back to your carbon offset</a></p>`
    : `<form method="post" action="/sandbox/checkout/${oid}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/sandbox/checkout/${oid}/fail"><button class="fail" type="submit">Fail</button></form>`
}`,
          ),
        );
      },
    );

    for (const outcome of ['pay', 'fail'] as const) {
      scope.post<{ Params: { orderId: string } }>(
        `/sandbox/checkout/:orderId/${outcome}`,
        { schema: { params: orderIdParams } },
        async (req, reply) => {
          const order = await getOrder(db, req.params.orderId);
          if (!order) return sendHtml(reply, 404, page('Order not found', '<h1>Order not found</h1>'));
          const done = await recordProviderOutcome(db, order.orderId, outcome === 'pay' ? 'paid' : 'failed');
          if (done === 'recorded')
            scope.metrics.payments.inc({ event: outcome === 'pay' ? 'paid' : 'failed' });
          // Already paid through another order: back to that payment, which is the one that counts.
          const paidId = done === 'alreadyPaid' ? await paidOrderIdOf(db, order.switchRow) : null;
          const location = paidId
            ? processUrl(order.uuid, paidId, false)
            : processUrl(order.uuid, order.orderId, outcome === 'fail');
          return reply.code(303).header('location', location).send();
        },
      );
    }
  });
}
