import { SectionLanding } from '../../app/section-landing';

/**
 * /plantilla redirects to /plantilla/personnels (SPEC.md §2), or to the first plantilla page the user may open (the
 * recruitment office has only the items). Loaded lazily: the landing reads the route table.
 */
export function PlantillaLanding() {
  return <SectionLanding section="Plantilla" preferred="/plantilla/personnels" />;
}
