/** The part of structured-data-testing-tool (CommonJS, untyped) that the conformance gate uses. */
declare module "structured-data-testing-tool" {
  export type Preset = { name: string; description: string; tests?: unknown[]; presets?: Preset[] };
  export type TestResult = { test: string; description?: string; groups?: string[]; error?: { message?: string } };
  export type Result = { passed: TestResult[]; failed: TestResult[]; warnings: TestResult[]; schemas: string[] };
  /** Resolves when every test passes; rejects with `{ type: "VALIDATION_FAILED", res }` otherwise. */
  export function structuredDataTest(
    input: string | Buffer,
    options?: { presets?: Preset[]; schemas?: string[] },
  ): Promise<Result>;
}

declare module "structured-data-testing-tool/presets" {
  import type { Preset } from "structured-data-testing-tool";
  export const Google: Preset;
}
