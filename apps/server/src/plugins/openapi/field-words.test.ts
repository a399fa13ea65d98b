import { describe, expect, it } from 'vitest';
import { humanFieldName, problemSentence, sentenceOfDetail } from './field-words.ts';

describe('humanFieldName', () => {
  it('names a field as a person would, never as a path', () => {
    expect(humanFieldName('title')).toBe('Title');
    expect(humanFieldName('phone_number')).toBe('Phone number');
    expect(humanFieldName('minPrice')).toBe('Min price');
    expect(humanFieldName('images/0')).toBe('Image 1');
    expect(humanFieldName('categories/2')).toBe('Category 3');
    expect(humanFieldName('structured_terms/payment_terms')).toBe('Structured terms payment terms');
    expect(humanFieldName('timeline/milestones/1/date')).toBe('Timeline milestone 2 date');
  });
});

describe('problemSentence', () => {
  it('says where the problem is in words: the field, the address, a header or the body itself', () => {
    expect(problemSentence('body', 'title', 'must be at most 200 characters')).toBe(
      'Title must be at most 200 characters',
    );
    expect(problemSentence('querystring', 'limit', 'must be at most 100')).toBe('Limit must be at most 100');
    expect(problemSentence('params', 'id', 'must be an id in UUID form')).toBe(
      'Id in the address must be an id in UUID form',
    );
    expect(problemSentence('headers', 'idempotency-key', 'is required')).toBe(
      'The idempotency-key header is required',
    );
    expect(problemSentence('body', '', 'must be an object')).toBe('The request body must be an object');
  });
});

describe('sentenceOfDetail', () => {
  it('turns a detail with a path into a sentence, and leaves any other detail alone', () => {
    expect(sentenceOfDetail('query/from must be a time between the years 1970 and 9999')).toBe(
      'From must be a time between the years 1970 and 9999',
    );
    expect(sentenceOfDetail('body/specifications/Axes must not contain NUL characters')).toBe(
      'Specifications Axes must not contain NUL characters',
    );
    expect(sentenceOfDetail('body is required')).toBe('The request body is required');
    expect(sentenceOfDetail('content-type must name the multipart boundary')).toBeUndefined();
  });
});
