// Reminders by Web Push (issue 39), imported by the service worker (vite.config.ts, workbox importScripts).
// The server sends { title, body, url, tag } (apps/server/src/services/reminders/reminder-message.ts);
// a notification opens its screen in a window of the portal already open, or in a new one.
/* global self, clients */

/** Only this origin's paths: a message never sends the player anywhere else. */
function samePath(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.pathname + target.search : '/';
  } catch {
    return '/';
  }
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = {};
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Jeux du Jour';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'fr',
      tag: typeof message.tag === 'string' ? message.tag : 'reminder',
      data: { url: samePath(typeof message.url === 'string' ? message.url : '/') },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = samePath(event.notification.data?.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(path).then((client) => (client || open).focus());
      return clients.openWindow(path);
    }),
  );
});
