// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import astro from "eslint-plugin-astro";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import globals from "globals";

/*
 * The walls of the house (docs/style.md): imports run one way, pages → features → components → lib, and
 * content is data. A feature never imports another feature; src/lib and src/components/ui import
 * no content, features, layouts or pages. src/page-scripts (what runs before React) is a floor beside
 * src/lib, at its level: a page script imports only src/lib, src/lib never imports a page script,
 * and everything above lib (components, layouts, features, pages, the service worker, the workers)
 * may import one, to inline it or to share its attribute names with an island. The production server
 * (server/) sits beside the site: it may read src/lib and content, and nothing in src/ imports it.
 * The zones follow bulletproof-react's import/no-restricted-paths; import-x/no-cycle keeps modules
 * from importing each other round.
 */
const features = readdirSync("src/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const walls = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature never imports another feature: move what both need to src/components or src/lib.",
  })),
  {
    target: "./src/lib",
    from: ["./src/content", "./src/features", "./src/components", "./src/layouts", "./src/pages"],
    message: "src/lib holds pure helpers: pass content in as arguments instead of importing it.",
  },
  {
    target: "./src/lib",
    from: "./src/page-scripts",
    message: "src/lib sits below the page scripts: move what both need into src/lib.",
  },
  {
    target: "./src/page-scripts",
    from: [
      "./src/content",
      "./src/features",
      "./src/components",
      "./src/layouts",
      "./src/pages",
      "./src/admin",
      "./src/service-worker",
      "./src/workers",
    ],
    message:
      "A page script runs before React and imports only src/lib: its words and settings come in from the page (data attributes, build-time defines).",
  },
  {
    target: "./src/components/ui",
    from: ["./src/content", "./src/features", "./src/layouts", "./src/pages"],
    message: "shadcn primitives take everything as props.",
  },
  {
    target: "./src/components",
    from: ["./src/features", "./src/layouts", "./src/pages"],
    message: "Components sit below features: a feature may use a component, not the other way round.",
  },
  {
    target: "./src/features",
    from: ["./src/layouts", "./src/pages"],
    message: "Features sit below pages and layouts.",
  },
  {
    target: "./src/content",
    from: ["./src/features", "./src/components", "./src/layouts", "./src/pages"],
    message: "Content is data: it is read by the code, never the other way round.",
  },
  // The benchmark (bench/) is a package of its own: nothing else imports it, and it reads the site only
  // through the surface the site declares for it, the tests' shared support and the content's data.
  {
    target: ["./src", "./server", "./test", "./e2e", "./scripts", "./*.{js,mjs,ts}"],
    from: "./bench",
    message:
      "The benchmark is a package of its own: the site and its tests never import it. Move what both need to test/support.",
  },
  {
    target: "./bench",
    // Absolute globs, as the rule wants for both when `from` is one ("index.@(ts)" is server/index.ts).
    from: `${import.meta.dirname}/**`,
    except: ["bench/**", "node_modules/**", "server/index.@(ts)", "test/support/**", "src/content/**/*.json"].map(
      (glob) => `${import.meta.dirname}/${glob}`,
    ),
    message:
      "The benchmark imports the site only through server/index.ts (add what it needs there), test/support/ and content data (src/content/**/*.json).",
  },
  {
    target: "./src",
    from: "./server",
    message:
      "The site never imports the production server: move what both need to src/lib, or hand it in from astro.config.mjs.",
  },
  {
    target: "./server",
    from: ["./src/features", "./src/components", "./src/layouts", "./src/pages", "./src/admin", "./scripts"],
    message:
      "The server serves the build: it may read src/lib helpers and content data, not the site's UI or the build scripts.",
  },
  // Inside src/content: schema/ (the rules) → read/ and lists.ts (what the site reads) → check/ (the tests' checks).
  {
    target: "./src/content/schema",
    from: ["./src/content/read", "./src/content/check", "./src/content/lists.ts"],
    message: "The schemas are the rules alone: they read data files, not the readers or the checks.",
  },
  {
    target: ["./src/content/read", "./src/content/lists.ts"],
    from: "./src/content/check",
    message: "The readers serve the pages: the checks run in the tests and the build, not in a page.",
  },
];

/** The readers carry no zod, so an island that reads content ships no schema code (types are free). */
const noSchemaCode = {
  paths: [{ name: "zod", message: "Readers carry no zod: validate in src/content/schema (the build does)." }],
  patterns: [
    {
      group: ["**/schema/*", "@/content/schema/*"],
      allowTypeImports: true,
      message: "Readers import only types from the schemas (import type), so islands ship no zod.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "bench/.dist/**",
      "bench/reports/**",
      ".astro/**",
      "node_modules/**",
      "public/**",
      "test-results/**",
      "deploy/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs["flat/recommended"],
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    files: ["**/*.{js,mjs,ts,tsx,astro}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver": { typescript: { project: "./tsconfig.json" }, node: true },
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: walls }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Unused names in TypeScript are the type check's (tsconfig.json: noUnusedLocals,
      // noUnusedParameters), which finds them while it reads the files anyway: this rule took a
      // quarter of the linter's time on the same files. The type check does not read .astro files.
      "@typescript-eslint/no-unused-vars": "off",
    },
  },
  {
    files: ["**/*.astro"],
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["src/content/read/**/*.ts", "src/content/lists.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", noSchemaCode] },
  },
  {
    // A function a newcomer can read on one screen (docs/style.md); tests' describe blocks may run longer.
    files: ["src/**/*.{ts,tsx,astro}"],
    ignores: ["src/**/*.test.*"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  prettier,
);
