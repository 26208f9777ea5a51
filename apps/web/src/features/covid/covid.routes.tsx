import { Navigate } from 'react-router';
import { IconBuildingHospital, IconChartBar, IconReportMedical, IconVaccine, IconVaccineBottle } from '@tabler/icons-react';
import { lazyPage, type AppRoute, page } from '../../lib/route-kit';

// COVID vaccination (issue 24; SPEC.md §2: /covid redirects to vaccination; children vaccination, personnel, analytics,
// report, settings). Each employee's own record (COVID); a head's offices' counts (COVID, listed to heads and OICs);
// the analytics, everyone's records with the report, and the brands: the health officers (COVIDHEALTH) and the
// administrators (ADMIN). Heads see their offices' aggregate on /covid/personnel, never the analytics of others.

const HEALTH = ['ADMIN'] as const;

export const covidRoutes: readonly AppRoute[] = [
  page({
    path: '/covid',
    group: 'COVID',
    alsoOpenTo: HEALTH,
    breadcrumb: ['My Account', 'COVID vaccination'],
    element: <Navigate to="/covid/vaccination" replace />,
  }),
  page({
    path: '/covid/vaccination',
    group: 'COVID',
    alsoOpenTo: HEALTH,
    breadcrumb: ['My Account', 'COVID vaccination'],
    menu: {
      section: 'My Account',
      label: 'COVID vaccination',
      icon: IconVaccine,
      description: 'Your doses, boosters and vaccination card',
      employeesOnly: true,
    },
    element: lazyPage(() => import('./covid-vaccination-page'), 'CovidVaccinationPage'),
  }),
  page({
    path: '/covid/personnel',
    group: 'COVID',
    alsoOpenTo: HEALTH,
    breadcrumb: ['Department', 'Office vaccination'],
    menu: {
      section: 'Department',
      label: 'Office vaccination',
      icon: IconBuildingHospital,
      description: "Your office's vaccination counts",
      forDuties: ['head', 'oic'],
    },
    element: lazyPage(() => import('./covid-personnel-page'), 'CovidPersonnelPage'),
  }),
  page({
    path: '/covid/analytics',
    group: 'COVIDHEALTH',
    alsoOpenTo: HEALTH,
    breadcrumb: ['Personnel', 'COVID analytics'],
    menu: {
      section: 'Personnel',
      label: 'COVID analytics',
      icon: IconChartBar,
      description: 'Shares vaccinated and boosted per office and campus; doses per month',
    },
    element: lazyPage(() => import('./covid-analytics-page'), 'CovidAnalyticsPage'),
  }),
  page({
    path: '/covid/report',
    group: 'COVIDHEALTH',
    alsoOpenTo: HEALTH,
    breadcrumb: ['Personnel', 'COVID vaccination records'],
    menu: {
      section: 'Personnel',
      label: 'COVID vaccination records',
      icon: IconReportMedical,
      description: "Everyone's status: verify records, download the report",
    },
    element: lazyPage(() => import('./covid-report-page'), 'CovidReportPage'),
  }),
  page({
    path: '/covid/settings',
    group: 'COVIDHEALTH',
    alsoOpenTo: HEALTH,
    breadcrumb: ['Settings', 'Vaccine brands'],
    menu: { section: 'Settings', label: 'Vaccine brands', icon: IconVaccineBottle, description: 'The brands and the doses each needs for "fully vaccinated"' },
    element: lazyPage(() => import('./covid-settings-page'), 'CovidSettingsPage'),
  }),
];
