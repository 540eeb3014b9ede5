import type { APIRoute } from "astro";
import { speculationRules, speculationRulesType } from "@/lib/site/speculation";

/** The speculation rules every page names in its `Speculation-Rules` header (decision 023). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(speculationRules), { headers: { "Content-Type": speculationRulesType } });
