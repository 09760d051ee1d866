import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';

/** A bundle's chunk with the stylesheets Vite records on it. */
export type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The JS chunks of a bundle, by file. */
export function chunksByFile(bundle: OutputBundle): Map<string, ChunkWithCss> {
  const chunks = Object.values(bundle).filter((file): file is ChunkWithCss => file.type === 'chunk');
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/** A chunk's file and every file it imports statically, with their stylesheets unless `css` is false. */
export function closure(
  chunk: ChunkWithCss,
  byFile: Map<string, ChunkWithCss>,
  { into = new Set<string>(), css = true }: { into?: Set<string>; css?: boolean } = {},
): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  if (css) chunk.viteMetadata?.importedCss.forEach((sheet) => into.add(sheet));
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) closure(imported, byFile, { into, css });
  }
  return into;
}

/**
 * The chunk that holds a module (a path from the project's root): its facade, or a dynamic entry Rollup
 * merged it into. A module in no chunk fails the build: a renamed page must not drop out of a list unseen.
 */
export function chunkOf(byFile: Map<string, ChunkWithCss>, module: string, plugin: string): ChunkWithCss {
  const id = path.resolve(module);
  const chunk = [...byFile.values()].find((candidate) => candidate.moduleIds.includes(id));
  if (!chunk) throw new Error(`${plugin}: ${module} is in no chunk`);
  return chunk;
}

/** The entry chunks. */
export const entriesOf = (byFile: Map<string, ChunkWithCss>) =>
  [...byFile.values()].filter((chunk) => chunk.isEntry);
