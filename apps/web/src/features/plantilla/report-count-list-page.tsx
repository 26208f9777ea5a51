import { Link, useLocation, useNavigate } from 'react-router';
import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { usePlantillaReport } from './plantilla.api';
import { countHeading, reportPath, type TPersonnelFilters } from './plantilla-filters';
import { HeaderActions, PlantillaDownloads, PlantillaFileProgress, PlantillaPersonnelView } from './plantilla-personnel-view';
import { usePersonnelFilters } from './use-personnel-filters';

/** Back to the report: the very view the count was clicked on when there is one behind, else the report of this campus and office. */
function BackToReport({ filters }: { filters: TPersonnelFilters }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromApp = location.key !== 'default';
  return (
    <Anchor
      component={Link}
      to={reportPath({ campus_id: filters.campus_id, department_id: filters.department_id })}
      fz="sm"
      onClick={(event) => {
        if (!fromApp) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to the report
      </Group>
    </Anchor>
  );
}

/**
 * /plantilla/report/list-of-appointment-status-personnel: the people behind one count of the report (the filled
 * items of a status of appointment, a level, a sex, a grade; an office's or campus's filled or vacant items), as
 * the plantilla of personnel lists them. The count is named from the report's own labels.
 */
export function ReportCountListPage() {
  const { filters, page, setPage } = usePersonnelFilters();
  const report = usePlantillaReport({ campus_id: filters.campus_id, department_id: filters.department_id });
  const data = report.data;
  const heading = countHeading(filters, {
    appointmentStatus: data?.by_appointment_status.find((c) => c.key === String(filters.appointment_status_id))?.label,
    level: data?.by_level.find((c) => c.key === String(filters.level_id))?.label,
    office: data?.offices.find((o) => o.office.id === filters.department_id)?.office.fullname,
    campus: data?.campuses.find((c) => c.campus.id === filters.campus_id)?.campus.name,
  });

  return (
    <Stack gap="lg">
      <BackToReport filters={filters} />
      {report.isPending ? (
        <Skeleton h={56} radius="md" />
      ) : (
        <PageHeader
          title={heading.title}
          description={heading.where ? `In ${heading.where}.` : 'The items behind this count of the plantilla report.'}
          actions={
            <HeaderActions>
              <PlantillaDownloads filters={filters} />
            </HeaderActions>
          }
        />
      )}
      <PlantillaFileProgress />
      <PlantillaPersonnelView filters={filters} page={page} onPageChange={setPage} emptyTitle="No item is counted here any more" />
    </Stack>
  );
}
