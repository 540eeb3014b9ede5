/**
 * `npm run content-check`: every content problem the build would stop on, one line each, naming the
 * file and the field (src/content/check/content.ts), in seconds rather than a build's minute. The
 * publisher runs it before the build.
 */
import { contentProblems } from "../src/content/check/content";

const problems = contentProblems();
for (const problem of problems) console.error(problem);
if (problems.length === 0) console.log("content-check: every content file is sound");
process.exitCode = problems.length === 0 ? 0 : 1;
