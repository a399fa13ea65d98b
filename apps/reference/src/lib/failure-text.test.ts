import { ApiError } from '@robomarket/api-client';
import { SERVER_TROUBLE_MESSAGE } from '@robomarket/ui';
import { describe, expect, it } from 'vitest';
import { failureText } from './failure-text';

describe('failureText', () => {
  it("says the server's message, server trouble in words, else the fallback (none unless given)", () => {
    const refusal = new ApiError({
      status: 409,
      code: 'conflict',
      message: 'The RFP is not open for proposals',
    });
    expect(failureText(refusal, 'Failed to submit proposal')).toBe('The RFP is not open for proposals');
    expect(
      failureText(new ApiError({ status: 503, code: 'unavailable', message: 'Max retries exceeded' })),
    ).toBe(SERVER_TROUBLE_MESSAGE);
    expect(failureText(new Error(''), 'Failed to load offers')).toBe('Failed to load offers');
    expect(failureText(undefined)).toBe('');
  });
});
