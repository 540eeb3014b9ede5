/** `npm run rollback`: puts the release before the live one back (scripts/publisher.ts), with the server and nginx reloaded. */
import { publishSettings, rollback } from "./publisher";

const { line, status } = rollback(publishSettings(process.env));
(status === 0 ? console.log : console.error)(line);
process.exitCode = status;
