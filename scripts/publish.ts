/**
 * `npm run publish-site`: one publisher run (scripts/publisher.ts). Logs one line when it built
 * something or failed, and exits non-zero on a failure, so `systemctl status hotel-publish` shows it.
 */
import { publish, publishSettings } from "./publisher";

const { line, status } = publish(publishSettings(process.env));
if (line) (status === 0 ? console.log : console.error)(line);
process.exitCode = status;
