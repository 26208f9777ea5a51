import { ActionIcon, Button, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPaperclip, IconX } from '@tabler/icons-react';
import { PDF_UPLOAD, checkUpload } from '../lib/upload-checks';

type Props = {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** The form's message for the attachments (a refused upload names its file). */
  error?: string;
  disabled?: boolean;
  /** At most this many files at once. */
  max?: number;
};

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function sizeOf(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The first problem among chosen PDFs (SPEC.md §5's check, named by file), or null when all may be uploaded. */
export function pdfFilesProblem(files: readonly File[], max = 10): string | null {
  if (files.length > max) return `At most ${max} files at once.`;
  for (const file of files) {
    const problem = checkUpload(file, PDF_UPLOAD);
    if (problem) return `${file.name}: ${problem}`;
  }
  return null;
}

/**
 * The generic attachment uploader (SPEC.md §5): several PDFs of at most 3 MB each, checked as soon as they are
 * chosen, listed with their size and a way to take one out; they are uploaded only when the form is sent.
 */
export function PdfFilesInput({ label, files, onChange, error, disabled = false, max = 10 }: Props) {
  const add = (chosen: File[]) => onChange([...files, ...chosen.filter((file) => !files.some((kept) => sameFile(kept, file)))]);
  return (
    <Input.Wrapper label={label} description={`${PDF_UPLOAD.hint}; up to ${max} files`} error={error}>
      <Stack gap="xs" mt={6}>
        {files.map((file, index) => {
          const problem = checkUpload(file, PDF_UPLOAD);
          return (
            <Paper key={`${file.name}-${file.size}-${file.lastModified}`} withBorder radius="sm" px="sm" py={6}>
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <IconFileTypePdf size={18} stroke={1.6} color="var(--mantine-color-red-7)" style={{ flexShrink: 0 }} />
                  <Stack gap={0} miw={0}>
                    <Text fz="sm" truncate>
                      {file.name}
                    </Text>
                    <Text fz="xs" c={problem ? 'red' : 'dimmed'}>
                      {problem ?? sizeOf(file.size)}
                    </Text>
                  </Stack>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Take out ${file.name}`}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, at) => at !== index))}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          );
        })}
        <FileButton onChange={add} accept={PDF_UPLOAD.accept} multiple disabled={disabled || files.length >= max}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />} w="fit-content" disabled={disabled || files.length >= max}>
              {files.length > 0 ? 'Add more PDF files' : 'Choose PDF files'}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
