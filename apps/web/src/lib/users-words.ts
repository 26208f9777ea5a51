import { installUsersWords } from '@hris/contracts';

// Imported for its effect by whatever checks a schema in the page (lib/use-contract-form, and the few pages that call
// safeParse themselves): every message in the users' words (SPEC.md §8). The contracts package's own call is dropped
// from the bundle (it is free of side effects), and installing it in main.tsx would put the users'-words tables on
// the sign-in page, which checks nothing and has a 200 KiB budget.
installUsersWords();
