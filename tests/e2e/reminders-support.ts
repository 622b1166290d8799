/**
 * What the reminders specs share: the browser's push service stood in, so a page can subscribe
 * without reaching any real push service.
 */

/** PushManager as a stand-in: a subscription on 127.0.0.1:9, with keys of the right shape, kept across reloads as a browser keeps it. */
export const STAND_IN_PUSH = `(() => {
  const KEY = 'stand-in-push-endpoint';
  const make = (endpoint) => ({
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'B' + 'A'.repeat(86), auth: 'A'.repeat(22) } }),
    unsubscribe: async () => { sessionStorage.removeItem(KEY); return true; },
  });
  window.__subscribeOptions = null;
  PushManager.prototype.getSubscription = async function () {
    const endpoint = sessionStorage.getItem(KEY);
    return endpoint ? make(endpoint) : null;
  };
  PushManager.prototype.subscribe = async function (options) {
    window.__subscribeOptions = { userVisibleOnly: options.userVisibleOnly, keyLength: options.applicationServerKey.byteLength };
    const endpoint = 'https://127.0.0.1:9/push/' + Math.random().toString(36).slice(2);
    sessionStorage.setItem(KEY, endpoint);
    return make(endpoint);
  };
})()`;
