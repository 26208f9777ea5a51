/** A Dockerfile's instructions as [keyword, rest], continuation lines joined and comments dropped. */
export function instructions(dockerfile: string): [string, string][] {
  return dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [word, ...rest] = l.split(/\s+/);
      return [word!.toUpperCase(), rest.join(' ')];
    });
}

/** The instructions of the stage starting at the `n`th FROM (0-based; -1: the last stage, the image that runs). */
export function stage(dockerfile: string, n: number): [string, string][] {
  const all = instructions(dockerfile);
  const froms = all.flatMap(([w], i) => (w === 'FROM' ? [i] : []));
  const index = n < 0 ? froms.length + n : n;
  return all.slice(froms[index], froms[index + 1]);
}

export function finalStage(dockerfile: string): [string, string][] {
  return stage(dockerfile, -1);
}
