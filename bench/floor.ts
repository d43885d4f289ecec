import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * The floor page: what the first paint of a page of the home page's size costs when nothing else
 * is in the way. A static HTML file that the bench writes into the build it serves, beside the
 * build's own files (so the server's static files answer it, brotli as the home page is), and
 * removes when it ends; no production code knows it.
 *
 * It paints a heading and a paragraph in the browser's default font, and carries the home page's
 * HTML inside a `<template>`: parsed, so the bytes on the link and the parser's work are the home
 * page's, but inert, so it requests nothing (no style, script, font or picture) and draws none of
 * it. (The home page's own templates, balanced, nest inside it.)
 * `.htm`, because the server's static files never answer `.html` (the pages plugin owns pages).
 */
export const FLOOR_PATH = "/bench-floor.htm";

export interface FloorPage {
  path: string;
  /** Sizes of the floor page and of the home page it copies, plain and brotli. */
  bytes: { html: number; br: number };
  home: { html: number; br: number };
  remove(): void;
}

const brotli = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      // As the build compresses the home page (scripts/postbuild.ts).
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** Writes `html` at `urlPath` into the build, precompressed as the build's pages are. */
function writeStaticPage(clientDir: string, urlPath: string, html: Buffer) {
  const file = path.join(clientDir, urlPath.slice(1));
  const br = brotli(html);
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  return {
    br: br.length,
    remove() {
      for (const suffix of ["", ".br", ".gz"]) rmSync(file + suffix, { force: true });
    },
  };
}

export function writeFloorPage(clientDir: string): FloorPage {
  const homeFile = path.join(clientDir, "index.html");
  const home = readFileSync(homeFile);
  const html = Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
      "<body><h1>The floor</h1><p>One round trip: this page's HTML, and nothing else before its " +
      "first paint.</p><template>" +
      home.toString("utf8") +
      "</template></body></html>",
  );
  const written = writeStaticPage(clientDir, FLOOR_PATH, html);
  return {
    path: FLOOR_PATH,
    bytes: { html: html.length, br: written.br },
    home: { html: home.length, br: readFileSync(`${homeFile}.br`).length },
    remove: written.remove,
  };
}

/**
 * The empty page: a heading and a line, nothing else (no style, script, font or picture, and
 * next to no HTML). What Lighthouse's simulated runs hold against it is the browser's own work for
 * any page (committing the navigation, creating the page's script contexts, Lighthouse's own among
 * them), multiplied by the CPU slowdown as a page's is. The bench runs it last in each round of
 * the simulated runs (`emptyLine` in report.ts); like the floor page, no production code knows it.
 */
export const EMPTY_PATH = "/bench-empty.htm";

export function writeEmptyPage(clientDir: string): { path: string; remove(): void } {
  const html = Buffer.from(
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Empty</title></head>' +
      "<body><h1>The empty page</h1><p>A heading and this line.</p></body></html>",
  );
  return { path: EMPTY_PATH, remove: writeStaticPage(clientDir, EMPTY_PATH, html).remove };
}

/**
 * The order of the applied-throttling runs: in each round every page once, and the floor page
 * (`undefined`) at the round's start and halfway through it; the floor once more after the last
 * round. The floor is thus sampled across the whole time the pages are, so that no single floor
 * run, slowed or sped by the machine, moves a page's distance to it (`aboveFloor` in report.ts).
 */
export function floorSchedule<Page>(pages: Page[], rounds: number): (Page | undefined)[] {
  const half = Math.ceil(pages.length / 2);
  const round = [undefined, ...pages.slice(0, half), undefined, ...pages.slice(half)];
  return [...Array.from({ length: rounds }, () => round).flat(), undefined];
}
