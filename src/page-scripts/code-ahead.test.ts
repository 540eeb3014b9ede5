import { importedModules } from "./code-ahead";

describe("the modules a built module imports", () => {
  const url = "https://hotel.example/_astro/BookingWizard.Ab12.js";

  it("finds static and lazy imports of the chunks beside it, each once, as absolute URLs", () => {
    const code = `import{j as e}from"./jsx-runtime.D1.js";import{r}from'./index.X9.js';const c=()=>import("./Calendar.Q7.js");import{j}from"./jsx-runtime.D1.js";`;
    expect(importedModules(code, url)).toEqual([
      "https://hotel.example/_astro/jsx-runtime.D1.js",
      "https://hotel.example/_astro/index.X9.js",
      "https://hotel.example/_astro/Calendar.Q7.js",
    ]);
  });

  it("leaves alone what is not a chunk: bare names, other folders, text that only mentions a file", () => {
    const code = `import"react";import"../lib/a.js";const s="see ./notes.txt";const t="./x.json";`;
    expect(importedModules(code, url)).toEqual([]);
  });

  it("finds nothing in a module without imports", () => {
    expect(importedModules("export const a=1;", url)).toEqual([]);
  });
});
