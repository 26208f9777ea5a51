import { useEffect, useState } from 'react';
import { matchPath, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Drawer, Stack, Tabs } from '@mantine/core';
import { IconBeach, IconCalendarTime, IconUmbrella, IconInbox } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../account/current-user';
import { manilaMonth } from '../../lib/dates';
import { AssignScheduleModal } from './assign-schedule-modal';
import { HolidayFormModal } from './holiday-form-modal';
import { HolidaysTab } from './holidays-tab';
import { ScheduleEditorModal } from './schedule-editor-modal';
import { ScheduleRequestDetails } from './schedule-request-details';
import { ScheduleRequestsTable } from './schedule-requests-table';
import { SchedulesTab } from './schedules-tab';
import { SuspensionFormModal } from './suspension-form-modal';
import { SuspensionsTab } from './suspensions-tab';
import { useHoliday, useSuspension, useWorkSchedules } from './schedules.api';

const TABS = ['schedules', 'holidays', 'suspensions', 'requests'] as const;
type Tab = (typeof TABS)[number];
export const EDATS_SCHEDULES = '/edats/work-schedules';

/**
 * What the address opens over the page. SPEC.md §2 names a route for each form (Add/workSchedule,
 * workSchedule/{id}, holidays/add, suspension/{cid}/add…); they all show this one page with the form
 * open, so a form can be bookmarked and closing it returns to the list it came from.
 */
function formOf(pathname: string) {
  const at = (pattern: string) => matchPath(pattern, pathname)?.params;
  let p;
  if (at('/edats/Add/workSchedule')) return { tab: 'schedules', form: 'schedule', id: null } as const;
  if ((p = at('/edats/workSchedule/:id'))) return { tab: 'schedules', form: 'schedule', id: Number(p.id) || -1 } as const;
  if (at('/edats/work-schedules/form')) return { tab: 'schedules', form: 'assign', id: null } as const;
  if (at('/edats/holidays/add')) return { tab: 'holidays', form: 'holiday', id: null } as const;
  if ((p = at('/edats/holidays/:id/edit'))) return { tab: 'holidays', form: 'holiday', id: Number(p.id) || -1 } as const;
  if ((p = at('/edats/suspension/:cid/add'))) return { tab: 'suspensions', form: 'suspension', id: null, campus: Number(p.cid) || null } as const;
  if ((p = at('/edats/suspension/:id/:cid/edit')))
    return { tab: 'suspensions', form: 'suspension', id: Number(p.id) || -1, campus: Number(p.cid) || null } as const;
  return null;
}

/** /edats/work-schedules: schedules and who follows them, holidays, work suspensions and employees' schedule requests. */
export function EdatsSchedulesPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const myCampus = useSignedInUser().user.personnel?.campus_id ?? 1;
  const open = formOf(pathname);
  const tab: Tab = open?.tab ?? TABS.find((t) => t === params.get('tab')) ?? 'schedules';
  const [year, setYear] = useState(() => Number(manilaMonth().slice(0, 4)));
  const [month, setMonth] = useState(() => manilaMonth());
  const requestId = tab === 'requests' ? Number(params.get('id')) || null : null;

  const schedules = useWorkSchedules();
  const editing = open?.form === 'schedule' && open.id !== null ? (schedules.data?.find((s) => s.id === open.id) ?? null) : null;
  const holiday = useHoliday(open?.form === 'holiday' ? open.id : null);
  const suspension = useSuspension(open?.form === 'suspension' ? open.id : null);
  const assignTo = Number(params.get('schedule')) || null;

  const back = (to: Tab = tab) => void navigate(`${EDATS_SCHEDULES}?tab=${to}`);
  // An edit address for a record that is not there (deleted, or mistyped) goes back to its list.
  const missing = (open?.form === 'schedule' && open.id !== null && schedules.isSuccess && !editing) || holiday.isError || suspension.isError;
  useEffect(() => {
    if (missing && open) void navigate(`${EDATS_SCHEDULES}?tab=${open.tab}`, { replace: true });
  }, [missing, open, navigate]);

  const ready = (id: number | null, loaded: unknown) => id === null || Boolean(loaded);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Work schedules"
        description="Office hours and who keeps them, the holidays and work suspensions the daily time records excuse, and employees' schedule requests."
      />
      <Tabs value={tab} onChange={(value) => value && back(value as Tab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="schedules" leftSection={<IconCalendarTime size={16} />}>
            Schedules
          </Tabs.Tab>
          <Tabs.Tab value="holidays" leftSection={<IconBeach size={16} />}>
            Holidays
          </Tabs.Tab>
          <Tabs.Tab value="suspensions" leftSection={<IconUmbrella size={16} />}>
            Work suspensions
          </Tabs.Tab>
          <Tabs.Tab value="requests" leftSection={<IconInbox size={16} />}>
            Requests
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="schedules" pt="md">
          <SchedulesTab
            onAdd={() => void navigate('/edats/Add/workSchedule')}
            onEdit={(id) => void navigate(`/edats/workSchedule/${id}`)}
            onAssign={(scheduleId) => void navigate(`/edats/work-schedules/form${scheduleId ? `?schedule=${scheduleId}` : ''}`)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="holidays" pt="md">
          <HolidaysTab
            year={year}
            onYear={setYear}
            onAdd={() => void navigate('/edats/holidays/add')}
            onEdit={(id) => void navigate(`/edats/holidays/${id}/edit`)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="suspensions" pt="md">
          <SuspensionsTab
            month={month}
            onMonth={setMonth}
            onAdd={() => void navigate(`/edats/suspension/${myCampus}/add`)}
            onEdit={(s) => void navigate(`/edats/suspension/${s.id}/${s.campus_id}/edit`)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="requests" pt="md">
          <ScheduleRequestsTable
            scope="all"
            onOpen={(r) => setParams({ tab: 'requests', id: String(r.id) })}
            emptyTitle="No schedule requests"
            emptyDescription="Requests reach this list when employees ask for a schedule of their own."
          />
        </Tabs.Panel>
      </Tabs>

      {open?.form === 'schedule' && ready(open.id, editing) ? (
        <ScheduleEditorModal key={pathname} schedule={editing} opened onClose={() => back('schedules')} />
      ) : null}
      {open?.form === 'assign' ? <AssignScheduleModal key={pathname + assignTo} scheduleId={assignTo} opened onClose={() => back('schedules')} /> : null}
      {open?.form === 'holiday' && ready(open.id, holiday.data) ? (
        <HolidayFormModal key={pathname} holiday={holiday.data ?? null} opened onClose={() => back('holidays')} />
      ) : null}
      {open?.form === 'suspension' && ready(open.id, suspension.data) ? (
        <SuspensionFormModal key={pathname} suspension={suspension.data ?? null} campusId={open.campus} opened onClose={() => back('suspensions')} />
      ) : null}
      <Drawer opened={requestId !== null} onClose={() => setParams({ tab: 'requests' })} position="right" size="xl" title="Work schedule request">
        {requestId !== null ? <ScheduleRequestDetails key={requestId} requestId={requestId} /> : null}
      </Drawer>
    </Stack>
  );
}
