import { Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useCovidAnalytics } from './covid.api';
import { DosesChart, SharesChart } from './covid-charts';
import { CountCards } from './covid-counts';

/** /covid/analytics (the health officers): the shares fully vaccinated and boosted per office and campus, doses per month. */
export function CovidAnalyticsPage() {
  const analytics = useCovidAnalytics();
  const a = analytics.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="COVID analytics"
        description="The share of employees fully vaccinated and boosted, per office and campus, and the doses given per month. Counts only."
      />
      {!a ? (
        <Skeleton height={300} />
      ) : (
        <>
          <CountCards counts={a.totals} />
          <SharesChart title="Per campus" testId="covid-campus-chart" rows={a.campuses.map((c) => ({ ...c, key: c.id, label: c.name }))} />
          <SharesChart title="Per office" testId="covid-office-chart" rows={a.offices.map((o) => ({ ...o, key: o.id, label: `${o.acronym} (${o.campus})` }))} />
          <DosesChart months={a.doses_by_month} />
        </>
      )}
    </Stack>
  );
}
