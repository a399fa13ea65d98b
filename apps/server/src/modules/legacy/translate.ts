// Small helpers every legacy translation uses: filling v2 paths and passing v2 answers back.
import type { LegacyAnswer, V2Answer } from './operation.ts';

/** `/v2/workflows/{id}` with `{ id }` filled in, each value percent-encoded. */
export function v2Path(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`v2Path: no value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}

/**
 * The v2 answer as the legacy answer: a failure as it is (the error body is the same in both generations);
 * a success with its body passed through `translate` (unchanged without one).
 */
export function relay(answer: V2Answer, translate?: (body: never) => unknown): LegacyAnswer {
  if (!answer.ok || translate === undefined) {
    return { statusCode: answer.statusCode, body: answer.body, headers: answer.headers };
  }
  return { statusCode: answer.statusCode, body: translate(answer.body as never), headers: answer.headers };
}
