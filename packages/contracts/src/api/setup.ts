import { route } from '../api-route';
import { ZUniversityProfileAnswer, ZUniversityProfileBody, ZUniversityProfileSaved } from '../setup';
import { ZSetupChecklist } from '../setup-checklist';

/** Setting up the system (Settings → Set up the system) and the university's profile (Settings → University profile). */
export const setupApi = {
  checklist: route({
    method: 'GET',
    path: '/api/setup/checklist',
    summary: 'What must exist before the product works: each item done or what is missing, and the page that fixes it',
    response: ZSetupChecklist,
  }),
  profile: route({
    method: 'GET',
    path: '/api/setup/profile',
    summary: "The university's profile: name, address, logo, and the codes its payroll files and forms print",
    response: ZUniversityProfileAnswer,
  }),
  saveProfile: route({
    method: 'PUT',
    path: '/api/setup/profile',
    summary: "Save the university's profile",
    body: ZUniversityProfileBody,
    response: ZUniversityProfileSaved,
  }),
  uploadLogo: route({
    method: 'POST',
    path: '/api/setup/profile/logo',
    summary: "Upload the university's logo (multipart: logo; png/jpg up to 2 MB), printed on the letterhead",
    body: 'multipart',
    response: ZUniversityProfileSaved,
  }),
};
