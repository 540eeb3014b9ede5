declare module "astro" {
  interface AstroClientDirectives {
    /** Load and hydrate when the visitor first reaches for the island (pointer, touch or focus). */
    "client:interaction"?: boolean;
  }
}

export {};
