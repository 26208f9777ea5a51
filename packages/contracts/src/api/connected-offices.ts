/** The connected-offices module's routes: `name: route({ method, path, summary, params?, query?, body?, response })` (see travel.ts). */
export const connectedOfficesApi = {};
