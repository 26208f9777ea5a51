import { Button, Group, Modal, Stack, Text } from '@mantine/core';

/** The question the unsaved-changes guard asks; its own module so that the modal is downloaded only when asked. */
export function UnsavedChangesDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  return (
    <Modal opened onClose={onStay} title="Leave without saving?" centered>
      <Stack gap="md">
        <Text>You have changes on this page that are not saved. If you leave now, they are lost.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={onLeave}>
            Leave
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
