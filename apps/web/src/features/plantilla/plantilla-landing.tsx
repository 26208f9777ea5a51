import { SectionLanding } from '../../app/section-landing';

/** /plantilla: the items page, or the first plantilla page the user may open. Loaded lazily: the landing reads the route table. */
export function PlantillaLanding() {
  return <SectionLanding section="Plantilla" preferred="/plantilla/items" />;
}
