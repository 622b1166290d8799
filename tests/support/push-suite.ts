/**
 * The built server the push tests share: it posts only to a push-service stand-in of its own
 * (./push-service-stand-in.ts, trusted through its certificate: NODE_EXTRA_CA_CERTS for the Node
 * server, EDGE_EXTRA_CA_CERTS for workerd under the edge preview) and runs the outbox every 0.3 s
 * (so reminders are planned every 3 s). `env` adds settings or replaces these.
 */
import { expect } from 'vitest';
import type { TestItinerary } from './itineraries';
import { startPushService } from './push-service-stand-in';
import { serverSuite } from './suite';

export async function pushSuite(env: Record<string, string> = {}) {
  const push = await startPushService();
  const suite = serverSuite({
    TRUST_PROXY: 'true',
    PUSH_SERVICE_HOSTS: push.host,
    NODE_EXTRA_CA_CERTS: push.caFile,
    EDGE_EXTRA_CA_CERTS: push.caFile,
    OUTBOX_INTERVAL_SECONDS: '0.3',
    ...env,
  });
  /**
   * Two devices of `trip` subscribed: one on its guest browser, one on another browser that
   * entered the code (returned, to change its device).
   */
  async function twoDevices(trip: TestItinerary) {
    const first = push.newSubscription();
    const second = push.newSubscription();
    const other = suite.browser();
    expect((await other.post(`/api/projects/${trip.projectId}/access`, { accessCode: trip.accessCode })).status).toBe(200);
    expect((await trip.guest.json('PUT', subscriptionPath(trip.projectId), { subscription: first })).res.status).toBe(201);
    expect((await other.json('PUT', subscriptionPath(trip.projectId), { subscription: second })).res.status).toBe(201);
    return { first, second, other };
  }
  return { push, suite, twoDevices };
}

/** Where a browser turns its device's push subscription on, reads it back and turns it off. */
export const subscriptionPath = (projectId: string) => `/api/projects/${projectId}/push-subscription`;
