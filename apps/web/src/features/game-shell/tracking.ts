import { apiPost } from '../../shared/api/api-client.ts';
import { answers } from '../../shared/api/answers.ts';
import type { TrackingEvent } from '../../shared/api/api-types.ts';
import { getLocalUserId, getSessionId } from '../../shared/player/player-id.ts';

const clip = (text: string, max: number) => text.slice(0, max);

/** A 'start' or 'end' event (document 1 §3): fire and forget, never in the way of the game. */
export function trackGameEvent(type: TrackingEvent['type'], slug: string, provider: string, props?: TrackingEvent['props']): void {
  try {
    const event: TrackingEvent = {
      type,
      name: slug,
      ...(props ? { props } : {}),
      local_user_id: getLocalUserId(),
      session_id: getSessionId(),
      provider,
      source_url: clip(location.href, 2048),
      referrer_url: clip(document.referrer, 2048),
      device_info: {
        user_agent: clip(navigator.userAgent, 512),
        language: clip(navigator.language || 'fr-FR', 35),
        screen_size: `${screen.width}x${screen.height}`,
        timezone: clip(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', 64),
        pixel_ratio: Math.min(16, window.devicePixelRatio || 1),
      },
      category: 'gameplay',
    };
    apiPost('/api/tracking', event, answers.tracked).catch((error: unknown) => console.warn('Tracking event not sent', error));
  } catch (error) {
    console.warn('Tracking event not built', error);
  }
}
