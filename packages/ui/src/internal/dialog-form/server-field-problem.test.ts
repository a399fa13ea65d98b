import { describe, expect, it } from 'vitest';
import { type ServerFields, serverFieldProblem } from './server-field-problem';

const FIELDS: ServerFields<'first' | 'next'> = {
  first_name: { name: 'first', label: 'First name' },
  new_password: { name: 'next', label: 'New password' },
};

const failure = (error: unknown) => Object.assign(new Error('Request validation failed'), { error });

describe('serverFieldProblem', () => {
  it("names the form's control for the field a 400's detail names, starting with its label", () => {
    expect(
      serverFieldProblem(failure('body/first_name must NOT have more than 100 characters'), FIELDS),
    ).toEqual({
      name: 'first',
      problem: 'First name must NOT have more than 100 characters',
    });
    expect(serverFieldProblem(failure('body/new_password is too weak'), FIELDS)).toEqual({
      name: 'next',
      problem: 'New password is too weak',
    });
  });

  it('finds nothing for a field the form does not have, a nested path or another kind of detail', () => {
    for (const detail of [
      'body/nickname is not allowed',
      'body/images/0 must match format "uri"',
      'body must be object',
      'query/cursor is invalid',
      'body/constructor must be string',
      'body/toString must be string',
    ]) {
      expect(serverFieldProblem(failure(detail), FIELDS), detail).toBeUndefined();
    }
  });

  it('finds nothing in a failure without a string detail', () => {
    for (const reason of [
      new Error('body/first_name is bad'),
      'body/first_name is bad',
      null,
      undefined,
      failure(4),
    ]) {
      expect(serverFieldProblem(reason, FIELDS)).toBeUndefined();
    }
  });
});
