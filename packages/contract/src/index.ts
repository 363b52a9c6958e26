/**
 * The /v2 contract's types, generated from `openapi/` by `npm run generate` (openapi-typescript). The server and
 * the api package import them by name; the bundle itself is `@buddy/contract/openapi.json`.
 */
export type * from '../generated/schema';
