import { createProductRequestLimits, registerRequestLimits } from '@robomarket/api-client/limits';
import { describe, expect, it } from 'vitest';
import { limitProblem, problemLabel } from './field-limits';

describe('limitProblem', () => {
  it("words the contract's limits as the server would", () => {
    const title = createProductRequestLimits.name;
    expect(limitProblem('Title', 'x'.repeat(201), title)).toBe('Title must be at most 200 characters');
    expect(limitProblem('Title', 'x'.repeat(200), title)).toBeUndefined();
    expect(limitProblem('Password', 'short', registerRequestLimits.password)).toBe(
      'Password must be at least 8 characters',
    );
    expect(limitProblem('Phone (optional)', 'call me', registerRequestLimits.phone_number, 'tel')).toBe(
      'Enter a phone number like +44 20 7946 0958',
    );
    expect(
      limitProblem('Phone (optional)', '+44 20 7946 0958', registerRequestLimits.phone_number, 'tel'),
    ).toBe(undefined);
  });

  it('leaves empty values to the required check, and counts characters, not UTF-16 units', () => {
    expect(limitProblem('Title', '', createProductRequestLimits.name)).toBeUndefined();
    expect(limitProblem('Title', '🤖'.repeat(200), createProductRequestLimits.name)).toBeUndefined();
  });

  it('drops "(optional)" from a label', () => {
    expect(problemLabel('Phone (optional)')).toBe('Phone');
  });
});
