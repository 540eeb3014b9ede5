import type * as z from "zod/mini";

/** What stops a form step: the message to show and the fields it is about. */
export type StepProblem<Field extends string = string> = { message: string; fields: Field[] };

/**
 * The first problem of a step whose rules are zod schemas in the order they are checked: the
 * first schema that fails gives the message (so a missing field is reported before a malformed
 * one), and every field it found wanting is marked. Null when the values pass.
 */
export function firstProblem<Field extends string>(
  schemas: readonly z.ZodMiniType[],
  values: unknown,
): StepProblem<Field> | null {
  for (const schema of schemas) {
    const result = schema.safeParse(values);
    if (result.success) continue;
    const [first] = result.error.issues;
    return {
      message: first?.message ?? "",
      fields: [...new Set(result.error.issues.map((issue) => issue.path[0] as Field))],
    };
  }
  return null;
}
