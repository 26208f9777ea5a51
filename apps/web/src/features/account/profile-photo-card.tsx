import { Avatar, Button, Card, FileButton, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { AVATAR_UPLOAD, checkUpload } from '../../lib/upload-checks';
import { showErrorToast, showSuccessToast } from '../../lib/toasts';
import { useUploadAvatar } from './account.api';
import { avatarOf, initialsOf, useSignedInUser } from './current-user';

/** The user's photo; a new one is checked (png/jpg/jpeg, 2 MB) before it is sent. */
export function ProfilePhotoCard() {
  const me = useSignedInUser();
  const upload = useUploadAvatar();

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = checkUpload(file, AVATAR_UPLOAD);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    upload.mutate(file, { onSuccess: () => showSuccessToast('Your photo has been updated.') });
  };

  return (
    <Card withBorder shadow="xs" padding="lg">
      <Stack align="center" gap="md" py="sm">
        <Avatar src={avatarOf(me)} alt={me.user.name} size={128} radius={128} color="maroon">
          {initialsOf(me.user.name)}
        </Avatar>
        <Stack gap={2} align="center">
          <Text fw={700} ta="center">
            {me.user.name}
          </Text>
          <Text fz="sm" c="dimmed" ta="center">
            {me.user.email}
          </Text>
        </Stack>
        <FileButton onChange={choose} accept={AVATAR_UPLOAD.accept} inputProps={{ 'aria-label': 'Profile photo file' }}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={16} />} loading={upload.isPending}>
              Upload new photo
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed" ta="center">
          {AVATAR_UPLOAD.hint}
        </Text>
      </Stack>
    </Card>
  );
}
