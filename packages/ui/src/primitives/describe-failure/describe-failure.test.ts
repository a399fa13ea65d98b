import { describe, expect, it } from 'vitest';
import { describeFailure, OFFLINE_MESSAGE, SERVER_TROUBLE_MESSAGE } from '.';
import { humanField } from './describe-failure';

/** What the API client rejects with, as a plain object (ui never imports the client at run time). */
const apiError = (init: { status: number; message: string; fields?: object[] }) =>
  Object.assign(new Error(init.message), { name: 'ApiError', code: 'x', fields: [], ...init });

describe('describeFailure', () => {
  it('turns exhausted retries and 5xx into a sentence with a retry, never "Max retries exceeded"', () => {
    expect(describeFailure(apiError({ status: 503, message: 'Max retries exceeded' }), 'Failed')).toEqual({
      message: SERVER_TROUBLE_MESSAGE,
      retryable: true,
      fields: [],
    });
    expect(
      describeFailure(apiError({ status: 500, message: 'Internal server error' }), 'Failed').message,
    ).toBe(SERVER_TROUBLE_MESSAGE);
    const offline = describeFailure(apiError({ status: 0, message: 'Max retries exceeded' }), 'Failed');
    expect(offline).toMatchObject({ message: OFFLINE_MESSAGE, retryable: true });
    expect(describeFailure(new TypeError('Failed to fetch'), 'Failed')).toMatchObject({
      message: OFFLINE_MESSAGE,
      retryable: true,
    });
  });

  it('says what is wrong with the field a 400 names, after its label', () => {
    const failure = apiError({
      status: 400,
      message: 'Request validation failed',
      fields: [{ field: 'name', message: 'must be at most 200 characters' }],
    });
    expect(describeFailure(failure, 'Failed', { name: 'Title' })).toEqual({
      message: 'Title must be at most 200 characters',
      retryable: false,
      fields: [{ field: 'name', message: 'must be at most 200 characters' }],
    });
    expect(describeFailure(failure, 'Failed').message).toBe('Name must be at most 200 characters');
    const nested = apiError({
      status: 400,
      message: 'x',
      fields: [{ field: 'images/0', message: 'is bad' }],
    });
    expect(describeFailure(nested, 'Failed').message).toBe('Image 1 is bad');
    const labelOfRow = (field: string) => (field === 'images/0' ? 'Image 3' : undefined);
    expect(describeFailure(nested, 'Failed', labelOfRow).message).toBe('Image 3 is bad');
  });

  it('names a field by its path in words: one item of a list in the singular, counted from 1', () => {
    expect(humanField('phone_number')).toBe('Phone number');
    expect(humanField('images/0')).toBe('Image 1');
    expect(humanField('images/11')).toBe('Image 12');
    expect(humanField('categories/2')).toBe('Category 3');
    expect(humanField('address/0')).toBe('Address 1');
    expect(humanField('specifications/Weight')).toBe('Specifications Weight');
  });

  it("keeps another failure's own message, else the fallback; not retryable", () => {
    expect(describeFailure(apiError({ status: 409, message: 'Already a member' }), 'Failed')).toEqual({
      message: 'Already a member',
      retryable: false,
      fields: [],
    });
    expect(describeFailure(new Error('  '), 'Failed to save').message).toBe('Failed to save');
    expect(describeFailure(undefined, 'Failed to save').message).toBe('Failed to save');
    expect(describeFailure('Plain words', 'Failed').message).toBe('Plain words');
    expect(describeFailure(apiError({ status: 501, message: 'Not implemented yet' }), 'F').retryable).toBe(
      false,
    );
  });
});
