import path from 'node:path';
import { build } from 'vite';

/**
 * Set in the build that plans the chunks (below), which must not plan again: the default chunking, nothing merged.
 */
export const PLANNING_BUILD = 'HRIS_CHUNK_PLANNING_BUILD';

/** The part of a chunk of rolldown's output read here. */
type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null; moduleIds: string[] };

export type RouteChunkPlan = {
  /** The landing routes' groups, by name, each with the modules it takes: the signed-in layout first. */
  groups: { name: string; modules: ReadonlySet<string> }[];
};

/**
 * Which modules to put in one chunk per landing route (the signed-in layout, the dashboard), read from a first build
 * with the default chunking.
 *
 * Why: by default every component, hook, icon and schema that two lazy pages share is a chunk of its own, and the
 * dashboard opened cold fetched some fifty files of 1–6 KB. A phone's browser fetches six at a time over HTTP/1.1, so
 * its first paint waited nine round trips more than the sign-in page's (issue 42, item 19: Lighthouse's mobile FCP
 * 3.6 s against /login's 2.2 s). In one file a route costs one round trip; a page elsewhere that shares one of its
 * modules loads that file too, once, then from the cache.
 *
 * Why a first build: only the output says which modules a route really uses. The module graph goes through barrels
 * (`@mantine/core`, `@hris/contracts`), so a walk of its imports reaches every component and schema of the app; the
 * chunks of a default build hold what tree-shaking kept, and their imports are the route's true closure.
 *
 * What a group leaves out: what the main script already has, what an earlier group took, and what the pages opened
 * signed out use (`signedOutPages`): the sign-in page must not download the signed-in layout for a schema both use.
 * Such a shared module stays in the default chunking.
 */
export async function planRouteChunks(options: {
  configFile: string;
  root: string;
  /** The landing routes' modules by group name, the signed-in layout first. */
  routes: Record<string, string>;
  /** The pages people open signed out, first on a phone (the sign-in page, the job board, registration). */
  signedOutPages: readonly string[];
}): Promise<RouteChunkPlan> {
  process.env[PLANNING_BUILD] = '1';
  let output: OutputChunk[];
  try {
    const result = await build({
      configFile: options.configFile,
      logLevel: 'warn',
      build: { write: false, sourcemap: false, minify: false, reportCompressedSize: false },
    });
    const outputs = Array.isArray(result) ? result : [result];
    output = outputs
      .flatMap((one) => ('output' in one ? (one.output as unknown[]) : []))
      .filter((item): item is OutputChunk => (item as OutputChunk).type === 'chunk');
  } finally {
    delete process.env[PLANNING_BUILD];
  }

  const byFile = new Map(output.map((chunk) => [chunk.fileName, chunk]));
  /** The modules of the chunks a start loads, itself and its static imports, recursively. */
  const modulesLoadedBy = (starts: string[]) => {
    const files = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (files.has(file)) continue;
      files.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return new Set([...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []));
  };
  const chunkOf = (module: string) => {
    const id = path.resolve(options.root, module);
    const chunk = output.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`route-chunks: ${module} does not start a chunk of the default build (is it loaded with import()?)`);
    return chunk.fileName;
  };

  const taken = modulesLoadedBy(output.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  for (const module of modulesLoadedBy(options.signedOutPages.map(chunkOf))) taken.add(module);
  const groups = Object.entries(options.routes).map(([name, module]) => {
    const modules = new Set([...modulesLoadedBy([chunkOf(module)])].filter((id) => !taken.has(id)));
    for (const id of modules) taken.add(id);
    return { name, modules };
  });
  return { groups };
}
