/// <reference types="astro/client" />
interface ImportMetaEnv {
  /** Origin of the API the islands call; empty means the site's own origin. */
  readonly PUBLIC_API_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
