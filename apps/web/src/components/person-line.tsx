import { Alert, Skeleton, Text } from '@mantine/core';

/**
 * The person a page of HR's is about, over its content: the name, then what tells namesakes apart (employee no.,
 * position, office). `person` is undefined while it loads and null when the record does not exist.
 */
export function PersonLine({ person }: { person: { fullname: string; details: (string | null | undefined)[] } | null | undefined }) {
  if (person === undefined) return <Skeleton h={22} w={320} />;
  if (person === null) return <Alert color="gray">This employee was not found.</Alert>;
  return (
    <Text fz="sm">
      <b>{person.fullname}</b>
      <Text span c="dimmed">
        {' · '}
        {person.details.filter(Boolean).join(' · ')}
      </Text>
    </Text>
  );
}
