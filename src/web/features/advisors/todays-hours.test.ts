import { describe, expect, it } from 'vitest';
import { copy, copyFor } from '#shared/copy/catalogue.ts';
import { businessDayKey, todaysHours } from './todays-hours.ts';
import { inPageLanguage } from '#tests/support/web/page-language.ts';

// Monday 23 November 2026, 23:30 in Montréal (EST, UTC−5) is already Tuesday in UTC.
const mondayNightInMontreal = new Date('2026-11-24T04:30:00.000Z');

describe("an advisor's hours today", () => {
  it("reads today's day on Montréal's clock, not UTC's", () => {
    expect(businessDayKey(mondayNightInMontreal)).toBe('Mon');
    expect(businessDayKey(new Date('2026-11-24T05:00:00.000Z'))).toBe('Tues');
  });

  it('lists the morning then the afternoon range', () => {
    const schedule = {
      Mon: [
        { from: '09:00', to: '13:00' },
        { from: '17:00', to: '23:00' },
      ],
      Tues: [{ from: '10:00', to: '12:00' }],
    };
    expect(todaysHours(schedule, mondayNightInMontreal)).toEqual([
      copy.board.card.hoursRange('09:00', '13:00'),
      copy.board.card.hoursRange('17:00', '23:00'),
    ]);
  });

  it('writes the times as Québec does on a French page, "9 h" kept on one line', () => {
    const schedule = { Mon: [{ from: '09:00', to: '13:30' }] };
    expect(inPageLanguage('fr-CA', () => todaysHours(schedule, mondayNightInMontreal))).toEqual([
      copyFor('fr-CA').board.card.hoursRange('9\u00a0h', '13\u00a0h\u00a030'),
    ]);
  });

  it('says Varies once, however many ranges vary', () => {
    const varies = { from: 'Varies', to: 'Varies' };
    expect(todaysHours({ Mon: [varies, varies] }, mondayNightInMontreal)).toEqual([
      copy.advisors.varies,
    ]);
  });

  it('is empty when the advisor is not scheduled today', () => {
    expect(todaysHours({ Tues: [{ from: '09:00', to: '17:00' }] }, mondayNightInMontreal)).toEqual(
      [],
    );
    expect(todaysHours({ Mon: [] }, mondayNightInMontreal)).toEqual([]);
  });
});
