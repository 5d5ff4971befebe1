import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Answers a GET for a page of the web app (any non-API path that is not a file): the site module
 * renders it on the server; plugins/web-assets.ts calls it with the built index.html. A type here,
 * in lib, so neither the plugin nor app.ts imports the module that implements it.
 */
export type PageResponder = (request: FastifyRequest, reply: FastifyReply, indexHtml: string) => Promise<unknown>;

/** The server render bundle's interface (src/web/entry-server.tsx, built to dist/web-ssr). */
export interface SsrRenderRequest {
  url: string;
  lang: "en" | "ko" | "mn" | "ru";
  desktop: boolean;
  signal?: AbortSignal;
}
export interface SsrRenderResult {
  status: number;
  html: string;
  state: string;
  /** The page's own title, without the site's name (null: the site's name alone). */
  title: string | null;
}
export type SsrRender = (request: SsrRenderRequest) => Promise<SsrRenderResult>;
export interface SsrBundle {
  createRenderer(api: (url: string, init: RequestInit) => Promise<Response>, options: { origin: string }): SsrRender;
}

/**
 * Marks the API requests a render makes into its own server (not a visitor's requests: they are
 * not logged one by one). A fresh value per process, so no client can send it.
 */
export const RENDER_HEADER = "x-page-render";
export const RENDER_TOKEN = randomUUID();
