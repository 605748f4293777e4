import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StripeConfig } from '../src/config';

/** The webhook signing secret in a stand-in's `config`. */
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_secret';

/** A PaymentIntent as the stand-in keeps it (Stripe's field names). */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  /** Not Stripe's: whether its charge was refunded here. */
  refunded: boolean;
}

/** A PaymentMethod the stand-in refuses to charge off-session (Stripe's test card 0341). */
export const STAND_IN_DECLINED_LATER = 'pm_card_chargeCustomerFail';

export interface StripeStandIn {
  url: URL;
  /** The app's `stripe` config for this stand-in (the test keys it accepts). */
  config: StripeConfig;
  intents: Map<string, StandInIntent>;
  /** Every request the SDK made: method, path, form fields and its Idempotency-Key. */
  requests: {
    method: string;
    path: string;
    form: Record<string, string>;
    idempotencyKey: string | undefined;
  }[];
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_stand_in' });
  response.end(JSON.stringify(body));
}

const stripeError = (code: string, message: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

/**
 * A local HTTP stand-in for the Stripe API calls the server makes (create and retrieve a
 * PaymentIntent, refund one, create a Customer, charge a kept card off-session), so the real SDK
 * is exercised without the network. Tests move an intent's status themselves (and attach its
 * payment_method), as the browser's confirmCardPayment would.
 */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const requests: StripeStandIn['requests'] = [];
  // As Stripe does: a POST repeated with a key seen before gets the first answer again.
  const answered = new Map<string, { status: number; body: unknown }>();

  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
      const form = request.method === 'POST' ? await readForm(request) : {};
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      requests.push({ method: request.method ?? '', path, form, idempotencyKey });
      if (request.headers.authorization !== 'Bearer sk_test_stand_in') {
        return send(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }

      const replay = idempotencyKey === undefined ? undefined : answered.get(idempotencyKey);
      if (request.method === 'POST' && replay) return send(response, replay.status, replay.body);
      const remember = (status: number, body: unknown) => {
        if (request.method === 'POST' && idempotencyKey !== undefined) {
          answered.set(idempotencyKey, { status, body });
        }
        send(response, status, body);
      };

      if (request.method === 'POST' && path === '/v1/payment_intents') {
        if (Number(form.amount) < 50) {
          return send(
            response,
            400,
            stripeError('amount_too_small', 'Amount must be at least $0.50 usd'),
          );
        }
        const id = `pi_${randomBytes(12).toString('hex')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const offSession = form.confirm === 'true' && form.off_session === 'true';
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.amount),
          currency: form.currency ?? '',
          status: offSession ? 'succeeded' : 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata,
          livemode: false,
          customer: form.customer ?? null,
          payment_method: form.payment_method ?? null,
          setup_future_usage: form.setup_future_usage ?? null,
          refunded: false,
        };
        if (offSession && intent.payment_method === STAND_IN_DECLINED_LATER) {
          intent.status = 'requires_payment_method';
          intents.set(id, intent);
          return remember(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: { ...intent },
            },
          });
        }
        intents.set(id, intent);
        return remember(200, { ...intent });
      }

      if (request.method === 'POST' && path === '/v1/customers') {
        return remember(200, {
          id: `cus_${randomBytes(8).toString('hex')}`,
          object: 'customer',
          email: form.email ?? null,
          livemode: false,
        });
      }

      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(decodeURIComponent(retrieve[1]));
        if (!intent) {
          return send(response, 404, stripeError('resource_missing', 'No such payment_intent'));
        }
        return send(response, 200, intent);
      }

      if (request.method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(form.payment_intent ?? '');
        if (!intent) {
          return send(response, 404, stripeError('resource_missing', 'No such payment_intent'));
        }
        if (intent.refunded) {
          return send(
            response,
            400,
            stripeError('charge_already_refunded', 'Charge has already been refunded.'),
          );
        }
        intent.refunded = true;
        return send(response, 200, {
          id: `re_${randomBytes(8).toString('hex')}`,
          object: 'refund',
          amount: intent.amount,
          payment_intent: intent.id,
          status: 'succeeded',
        });
      }

      return send(response, 404, stripeError('resource_missing', `No route ${path}`));
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = new URL(`http://127.0.0.1:${port}`);
  return {
    url,
    config: {
      secretKey: 'sk_test_stand_in',
      publishableKey: 'pk_test_stand_in',
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      apiBase: url,
    },
    intents,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
