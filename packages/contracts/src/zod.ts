import { z } from 'zod';
import { usersWordsFor } from './messages';

// Every schema module of the contracts takes `z` from here, not from 'zod': whatever loads a schema has then
// installed the users'-words error map first. A plain side-effect import would not do it: the package is
// marked free of side effects so that each page bundles only the schemas it uses, and a bundler drops a
// module none of whose exports are used. (z.config is global: the API's own route schemas get it too.)
z.config({ customError: (issue) => usersWordsFor(issue) });

/**
 * Installs the users'-words messages again, by a call a bundler cannot drop: the web's production bundle (Rollup,
 * with the package free of side effects) left the call above out, and every form showed zod's own "Invalid input:
 * expected number, received NaN". apps/web/src/main.tsx calls it first.
 */
export function installUsersWords(): void {
  z.config({ customError: (issue) => usersWordsFor(issue) });
}

export { z };
