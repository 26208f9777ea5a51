import { DownloadButton, PdfButton } from '../../components/busy-button';
import { openGeneralPayroll, saveGeneralPayroll } from './general-payroll.api';

/**
 * The General Payroll in the GAM's form (Appendix 33), which accounting certifies and the head of agency approves:
 * prepared from a computed run on, so a draft offers none.
 */
export function GeneralPayrollButtons({ run }: { run: { id: number; month: string; status: string } }) {
  if (run.status === 'draft') return null;
  return (
    <>
      <PdfButton open={() => openGeneralPayroll(run.id)} label="General Payroll (PDF), the GAM’s Appendix 33">
        General Payroll (PDF)
      </PdfButton>
      <DownloadButton save={() => saveGeneralPayroll(run)}>General Payroll (Excel)</DownloadButton>
    </>
  );
}
