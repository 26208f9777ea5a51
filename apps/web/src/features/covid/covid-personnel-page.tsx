import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { useMyOffices } from './covid.api';
import { SharesChart } from './covid-charts';
import { CountCards } from './covid-counts';

/**
 * /covid/personnel (the heads of offices): the vaccination counts of the offices they head or stand in for. Counts only:
 * a head never sees who is vaccinated (health data, RA 10173); the health officers see the records on /covid/report.
 */
export function CovidPersonnelPage() {
  const offices = useMyOffices();
  const list = offices.data?.offices;
  return (
    <Stack gap="lg">
      <PageHeader title="Office vaccination" description="How many of your office's people are vaccinated: counts only, no names (health data is private)." />
      {!list ? (
        <Skeleton height={200} />
      ) : list.length === 0 ? (
        <Alert color="gray">You head no office: the counts are shown to the heads of offices.</Alert>
      ) : (
        <>
          {list.map((o) => (
            <Stack key={o.id} gap="xs" aria-label={o.name} component="section">
              <Title order={2} fz="lg">
                {o.acronym}: {o.name}
              </Title>
              <CountCards counts={o} />
            </Stack>
          ))}
          <SharesChart title="Share fully vaccinated and boosted" testId="covid-office-chart" rows={list.map((o) => ({ ...o, key: o.id, label: o.acronym }))} />
        </>
      )}
    </Stack>
  );
}
