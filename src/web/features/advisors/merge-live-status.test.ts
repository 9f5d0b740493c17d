import { describe, expect, it } from 'vitest';
import { advisorRecord } from '#tests/support/web/advisors.ts';
import { mergeLiveStatus } from './merge-live-status.ts';

describe('a poll updates only status and remaining time', () => {
  const shown = [
    advisorRecord({ agentId: '4001', agentName: 'Ann', descr: 'first words' }),
    advisorRecord({ agentId: '4002', agentName: 'Bea' }),
  ];

  it('takes status, remaining time and presence flags from the latest reading, by agentId', () => {
    const latest = [
      advisorRecord({ agentId: '4002', agentName: 'Bea', status: 'offline', signedIn: 'N' }),
      advisorRecord({
        agentId: '4001',
        agentName: 'Ann renamed',
        descr: 'new words',
        photoUrl: '/new.png',
        status: 'busy',
        onACall: 'Y',
        availTime: 7,
      }),
    ];

    const merged = mergeLiveStatus(shown, latest);

    expect(merged.map((a) => a.agentId)).toEqual(['4001', '4002']);
    expect(merged[0]).toMatchObject({
      agentName: 'Ann',
      descr: 'first words',
      photoUrl: shown[0]?.photoUrl,
      status: 'busy',
      onACall: 'Y',
      availTime: 7,
    });
    expect(merged[1]).toMatchObject({ status: 'offline', signedIn: 'N' });
  });

  it('shows an advisor who left the feed as offline, and adds no newcomer', () => {
    const latest = [advisorRecord({ agentId: '4009', agentName: 'New' })];

    const merged = mergeLiveStatus(shown, latest);

    expect(merged.map((a) => a.agentName)).toEqual(['Ann', 'Bea']);
    expect(merged.every((a) => a.status === 'offline' && a.availTime === 0)).toBe(true);
  });

  it('takes how many wait in the call-back queue, and drops it once nobody waits', () => {
    const busy = { status: 'busy', onACall: 'Y' } as const;
    const first = mergeLiveStatus(shown, [
      advisorRecord({ agentId: '4001', ...busy, queueLength: 2 }),
      advisorRecord({ agentId: '4002' }),
    ]);
    expect(first[0]?.queueLength).toBe(2);
    expect(first[1]).not.toHaveProperty('queueLength');

    const later = mergeLiveStatus(first, [advisorRecord({ agentId: '4001', ...busy })]);
    expect(later[0]).not.toHaveProperty('queueLength');
  });

  it('takes a break and its return time, and drops it once the advisor is back', () => {
    const away = { status: 'offline', signedIn: 'N' } as const;
    const backAt = '2026-11-27T18:30:00.000Z';
    const first = mergeLiveStatus(shown, [
      advisorRecord({ agentId: '4001', ...away, onBreak: { backAt } }),
      advisorRecord({ agentId: '4002' }),
    ]);
    expect(first[0]).toMatchObject({ status: 'offline', onBreak: { backAt } });
    expect(first[1]).not.toHaveProperty('onBreak');

    const later = mergeLiveStatus(first, [advisorRecord({ agentId: '4001' })]);
    expect(later[0]).not.toHaveProperty('onBreak');
  });
});
