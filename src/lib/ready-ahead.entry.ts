// The page script built into `readyAheadScript` (scripts/service-worker.ts): see ready-ahead.ts.
import { readyAhead } from "./ready-ahead";

readyAhead();
