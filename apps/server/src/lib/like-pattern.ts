/** An ILIKE pattern matching text that contains `text` literally (its `\`, `%` and `_` escaped). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
