/** A JSON value: what docs/openapi.json is made of, its schemas included. */
export type Json = { [key: string]: Json } | Json[] | string | number | boolean | null;
