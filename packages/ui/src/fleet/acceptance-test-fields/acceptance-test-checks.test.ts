import { describe, expect, it } from 'vitest';
import { acceptanceTestSentence } from '../../views/acceptance-view';
import {
  acceptanceTestDraftOf,
  checkAcceptanceTest,
  emptyAcceptanceTestDraft,
} from './acceptance-test-checks';

const on = (change: Partial<ReturnType<typeof emptyAcceptanceTestDraft>> = {}) => ({
  ...emptyAcceptanceTestDraft(),
  enabled: true,
  ...change,
});

describe('checkAcceptanceTest', () => {
  it('is no test while switched off, whatever the fields hold', () => {
    expect(checkAcceptanceTest({ ...emptyAcceptanceTestDraft(), hours: 'x' })).toEqual({
      test: undefined,
      problems: {},
    });
  });

  it('normalises codes: trimmed, empty entries and repeats dropped', () => {
    expect(checkAcceptanceTest(on({ codes: ' 31, ,44,31,0 ' })).test).toEqual({
      minOperatingHours: 40,
      withinDays: 14,
      criticalErrorCodes: [31, 44, 0],
    });
  });

  it.each([
    [{ hours: '0' }, 'acceptanceHours'],
    [{ hours: '10001' }, 'acceptanceHours'],
    [{ hours: '4.5' }, 'acceptanceHours'],
    [{ days: '366' }, 'acceptanceDays'],
    [{ days: '' }, 'acceptanceDays'],
    [{ codes: '12, -1' }, 'acceptanceCodes'],
    [{ codes: '2147483648' }, 'acceptanceCodes'],
    [{ codes: Array.from({ length: 51 }, (_, i) => i).join(',') }, 'acceptanceCodes'],
  ])('%j is refused on %s', (change, control) => {
    const checked = checkAcceptanceTest(on(change));
    expect(checked.test).toBeUndefined();
    expect(Object.keys(checked.problems)).toEqual([control]);
  });

  it('round-trips a carried test', () => {
    const test = { minOperatingHours: 100, withinDays: 30, criticalErrorCodes: [7, 9] };
    expect(checkAcceptanceTest(acceptanceTestDraftOf(test)).test).toEqual(test);
    expect(acceptanceTestDraftOf(null).enabled).toBe(false);
  });
});

describe('acceptanceTestSentence', () => {
  it('words the test as the issue does', () => {
    expect(acceptanceTestSentence({ minOperatingHours: 40, withinDays: 14, criticalErrorCodes: [] })).toBe(
      'Each delivered unit reports ≥ 40 h of operation with no critical error code within 14 days',
    );
    expect(acceptanceTestSentence({ minOperatingHours: 1, withinDays: 1, criticalErrorCodes: [3] })).toBe(
      'Each delivered unit reports ≥ 1 h of operation with no critical error code (3) within 1 day',
    );
  });
});
