/** One language's strings: each `locales/<code>/<area>.json` becomes the `<area>` branch of the tree. */
export function bundle(
  files: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const tree: Record<string, Record<string, unknown>> = {};
  for (const [path, strings] of Object.entries(files)) {
    const area = path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
    tree[area] = strings;
  }
  return tree;
}
