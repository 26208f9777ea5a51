import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { TChosenPdf } from '@hris/contracts';
import { PDF_UPLOAD, checkUpload } from '../../lib/upload-checks';

/** What a form keeps of a chosen PDF (the file itself stays beside it): enough to tell another choice apart, and the check's message. */
export const chosenPdf = (file: File | null, problem: string | null): TChosenPdf | null =>
  file ? { file: `${file.name}:${file.size}:${file.lastModified}`, problem } : null;

type Props = {
  label: string;
  name: string;
  value: File | null;
  /** The chosen file and the message of SPEC.md §5's check (null when it may be uploaded). */
  onChange: (file: File | null, problem: string | null) => void;
  error?: string;
  disabled?: boolean;
  required?: boolean;
};

/** One PDF of at most 3 MB (SPEC.md §5), checked as soon as it is chosen; uploaded only on submit. */
export function PdfFileInput({ label, name, value, onChange, error, disabled, required }: Props) {
  return (
    <FileInput
      label={label}
      name={name}
      description={PDF_UPLOAD.hint}
      placeholder="Choose one PDF"
      accept={PDF_UPLOAD.accept}
      clearable
      required={required}
      leftSection={<IconPaperclip size={16} />}
      value={value}
      onChange={(file) => onChange(file, file ? checkUpload(file, PDF_UPLOAD) : null)}
      error={error}
      disabled={disabled}
    />
  );
}
