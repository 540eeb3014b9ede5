// The page script built into `readyAheadScript` (scripts/service-worker.ts): see ready-ahead.ts.
import { whenCodeFetched, readyAhead } from "./ready-ahead";

whenCodeFetched(document.currentScript, readyAhead);
