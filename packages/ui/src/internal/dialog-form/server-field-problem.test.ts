import { describe, expect, it } from 'vitest';
import { type ServerFields, serverFieldProblems } from './server-field-problem';

/** The first problem found, as the form shows it next to its control. */
const serverFieldProblem = <Name extends string>(reason: unknown, fields: ServerFields<Name>) =>
  serverFieldProblems(reason, fields)[0];

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

  it("takes every field of the contract's `fields` the form has, through a function for the rows of a list", () => {
    const rows: ServerFields<'image-7' | 'image-9' | 'first'> = (key) => {
      if (key === 'first_name') return { name: 'first', label: 'First name' };
      const index = /^images\/(\d+)$/.exec(key)?.[1];
      if (index === '0') return { name: 'image-7', label: 'Image 1' };
      if (index === '1') return { name: 'image-9', label: 'Image 3' };
      return undefined;
    };
    const reason = Object.assign(new Error('Request validation failed'), {
      error: 'body/images/0 must match pattern',
      fields: [
        { field: 'images/1', message: 'must be a web address starting with https://' },
        { field: 'images/5', message: 'must be a web address starting with https://' },
        { field: 'images/0', message: 'must be at most 2048 characters' },
        { field: 'images/0', message: 'must be a web address starting with https://' },
      ],
    });
    expect(serverFieldProblems(reason, rows)).toEqual([
      { name: 'image-9', problem: 'Image 3 must be a web address starting with https://' },
      { name: 'image-7', problem: 'Image 1 must be at most 2048 characters' },
    ]);
    expect(serverFieldProblems(failure('body/first_name is bad'), rows)).toEqual([
      { name: 'first', problem: 'First name is bad' },
    ]);
    expect(serverFieldProblems(failure('body/images is bad'), rows)).toEqual([]);
  });
});
