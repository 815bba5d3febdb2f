import { describe, expect, it } from 'vitest';
import { CONTENT_STREAMS, MAIN_STREAM, puzzleCalendarOf, streamOfZone } from './streams.ts';

const NOW = Date.parse('2026-12-02T10:00:00Z');

describe('content streams', () => {
  it('gives each stream its own zone, the main one Paris’s', () => {
    expect(CONTENT_STREAMS[0]).toMatchObject({ id: MAIN_STREAM, zone: 'Europe/Paris' });
    expect(new Set(CONTENT_STREAMS.map((s) => s.zone)).size).toBe(CONTENT_STREAMS.length);
    for (const zone of ['Indian/Reunion', 'Pacific/Noumea', 'America/Martinique', 'Pacific/Tahiti', 'Pacific/Kiritimati']) {
      expect(streamOfZone(zone, NOW)?.zone).toBe(zone);
    }
  });

  it('puts a zone in the stream whose days begin at the same instants, and no other', () => {
    expect(streamOfZone('Europe/Brussels', NOW)?.id).toBe(MAIN_STREAM);
    expect(streamOfZone('Europe/Luxembourg', NOW)?.id).toBe(MAIN_STREAM);
    expect(streamOfZone('America/Guadeloupe', NOW)?.id).toBe('antilles');
    expect(streamOfZone('Indian/Mauritius', NOW)?.id).toBe('reunion');
    // An hour behind Paris, or Paris's offset without its summer time: days that begin at other instants.
    expect(streamOfZone('Europe/London', NOW)).toBeNull();
    expect(streamOfZone('Africa/Lagos', NOW)).toBeNull();
    // Half an hour off Tahiti.
    expect(streamOfZone('Pacific/Marquesas', NOW)).toBeNull();
    expect(streamOfZone('Pas/Un_Fuseau', NOW)).toBeNull();
  });

  it('keeps a provider of a zone without a stream on the main stream and Paris’s days', () => {
    expect(puzzleCalendarOf('Europe/London', NOW)).toEqual({ stream: MAIN_STREAM, zone: 'Europe/Paris', own: false });
    expect(puzzleCalendarOf('Pacific/Noumea', NOW)).toEqual({ stream: 'caledonie', zone: 'Pacific/Noumea', own: true });
    expect(puzzleCalendarOf('Europe/Brussels', NOW)).toEqual({ stream: MAIN_STREAM, zone: 'Europe/Paris', own: true });
  });
});
