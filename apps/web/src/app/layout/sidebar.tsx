import { Link, useLocation } from 'react-router';
import { Box, Group, Image, NavLink, Stack, Text } from '@mantine/core';
import { campusLogo } from '@hris/contracts';
import { useSignedInUser } from '../../features/account/current-user';
import { SYSTEM_SHORT_NAME, UNIVERSITY_NAME } from '../../lib/branding';
import { isMenuItemActive, menuSectionsFor } from '../menu';
import { useStatedPlace } from '../../lib/page-trail';
import classes from './sidebar.module.css';

/** The campus logo and the modules the user may open, by section. */
export function Sidebar() {
  const { user } = useSignedInUser();
  // A page that says which list it belongs under (one IPCR, to the head rating it: Office IPCRs) lights that entry.
  const place = useStatedPlace();
  const { pathname: here } = useLocation();
  const pathname = place ?? here;
  const campus = user.personnel?.campus;
  const sections = menuSectionsFor(user.allowed_views, user.department_duties, user.personnel !== null);
  const listed = sections.flatMap((group) => group.items);

  return (
    <Stack gap={0} h="100%" className={classes.sidebar}>
      <Group gap="sm" wrap="nowrap" className={classes.brand}>
        <Image src={campusLogo(user.personnel?.campus_id)} alt={campus ? `${campus.name} logo` : `${UNIVERSITY_NAME} seal`} w={44} h={44} />
        <Box style={{ minWidth: 0 }}>
          <Text fw={800} fz="sm" c="maroon.9" lh={1.2}>
            {UNIVERSITY_NAME}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {SYSTEM_SHORT_NAME}
            {campus ? ` · ${campus.name}` : ''}
          </Text>
        </Box>
      </Group>
      {/* The browser's own scrolling, thin (sidebar.module.css): Mantine's ScrollArea brought floating-ui into the first
          screen's scripts of every signed-in page (issue 42 item 19). */}
      <Box className={classes.scroll}>
        <nav aria-label="Modules">
          <Stack gap="md" p="sm">
            {sections.map(({ section, items }) => (
              <Box key={section}>
                <Text className={classes.sectionLabel}>{section}</Text>
                {items.map((item) => {
                  const ItemIcon = item.menu.icon;
                  return (
                    <NavLink
                      key={item.path}
                      component={Link}
                      to={item.path}
                      label={item.menu.label}
                      leftSection={<ItemIcon size={18} stroke={1.7} />}
                      active={isMenuItemActive(item, pathname, listed)}
                      variant="light"
                      className={classes.link}
                    />
                  );
                })}
              </Box>
            ))}
          </Stack>
        </nav>
      </Box>
    </Stack>
  );
}
