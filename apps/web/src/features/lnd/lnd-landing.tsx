import { SectionLanding } from '../../app/section-landing';

/** /lnd opens the first L&D page the user may open (their plans). Loaded lazily: the landing reads the route table. */
export function LndLanding() {
  return <SectionLanding section="Learning and development" preferred="/lnd/development-plan" />;
}
