import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Adds `client:interaction` (see ./interaction.ts) to the project's Astro components. */
export function interactionDirective(): AstroIntegration {
  return {
    name: "client-interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./interaction.ts", import.meta.url)),
        });
      },
    },
  };
}
