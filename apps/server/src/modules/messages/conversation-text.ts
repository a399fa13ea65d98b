import { invalidFields } from '../../lib/input-rules.ts';

/** Only white space (JavaScript's `\s`, which covers the database check's ASCII spaces and more). */
const blank = /^\s*$/;

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069): they can make a message
 * read differently from what it says (a price or a product name reversed). The marks U+200E, U+200F and
 * U+061C that right-to-left writing needs stay allowed.
 */
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/u;

/**
 * A 400 for the body of a conversation message that is only white space or holds bidirectional controls;
 * the contract already checks its length, and the input policy NUL and lone surrogates.
 */
export function checkConversationText(body: string): void {
  if (blank.test(body)) {
    throw invalidFields('The message is empty', [{ field: 'body', message: 'must not be only white space' }]);
  }
  if (bidiControls.test(body)) {
    throw invalidFields('The message holds bidirectional control characters', [
      { field: 'body', message: 'must not contain bidirectional embedding, override or isolate characters' },
    ]);
  }
}
