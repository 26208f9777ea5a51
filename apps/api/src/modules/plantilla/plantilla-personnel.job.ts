import type { TBackgroundJobStarted, TPlantillaPersonnelQuery } from '@hris/contracts';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { askerOf, startJob, type LongWork } from '../background-jobs';
import { plantillaWorkbook } from './plantilla-personnel.export';
import { renderPlantillaPdf } from './plantilla-personnel.pdf';
import { allLines } from './plantilla-personnel.service';

// The plantilla of personnel as a file (issue 42): the whole university is thousands of lines, which take long to read
// and longer to draw, so the HRMO asks for it and the file is made as a job — the bar follows the lines drawn, leaving
// the page loses nothing, and the asker is notified with the file to save (theirs alone, through the job's /file).
//
// The job's subject is the asker's user id: one plantilla file of theirs at a time (a second ask while one is made is
// 409), while two HRMOs each make their own. Their page finds their latest one again by it.

export const PLANTILLA_FILE_JOB = 'plantilla-personnel' as const;

type Filters = Omit<TPlantillaPersonnelQuery, 'page' | 'per_page'>;
export type PlantillaFormat = 'pdf' | 'xlsx';
const FORMATS = { pdf: 'PDF', xlsx: 'Excel' } as const;
const LINK = '/plantilla/personnels';

/** Starts the file of every line the filters match (202 with the job). */
export async function startPlantillaFile(deps: Deps, actor: Actor, format: PlantillaFormat, filters: Filters): Promise<TBackgroundJobStarted> {
  const job = await startJob(deps, actor, {
    kind: PLANTILLA_FILE_JOB,
    subjectId: actor.userId,
    params: { format, filters },
    link: LINK,
    busy: 'Your plantilla of personnel is being prepared',
  });
  return { message: `Preparing the plantilla of personnel (${FORMATS[format]}). You will be notified when the file is ready.`, job };
}

/** The job's work: the lines read (an audited read of everyone's personal data, by the asker), then drawn or written. */
export const plantillaFileWork: LongWork = {
  kind: PLANTILLA_FILE_JOB,
  run: async (deps, job, progress) => {
    const format: PlantillaFormat = job.params.format === 'xlsx' ? 'xlsx' : 'pdf';
    const filters = (job.params.filters ?? {}) as Filters;
    await progress.step('Reading the plantilla');
    const { lines, offices, today } = await allLines(deps, askerOf(job), filters, `plantilla of personnel (${FORMATS[format]})`);
    const total = lines.length;
    let bytes: Buffer;
    if (format === 'pdf') {
      await progress.set(0, total, 'Laying out the pages');
      // The share drawn comes as pdfmake draws (at most each percent); the runner writes it at most every half second.
      bytes = await renderPlantillaPdf(deps, lines, offices, today, (fraction) => {
        void progress.set(Math.round(fraction * total), total, 'Drawing the pages').catch(() => undefined);
      });
    } else {
      await progress.set(0, total, 'Writing the workbook');
      bytes = await plantillaWorkbook(lines, deps.clock.now());
    }
    const key = `background-jobs/plantilla-of-personnel-${today}-${job.id}.${format}`;
    await progress.set(total, total);
    await deps.storage.put(key, bytes);
    // Written at once (a set is written at most every half second): the job's row keeps how many lines it made.
    await progress.step('Saved');
    return {
      message: `The plantilla of personnel (${FORMATS[format]}): ${total.toLocaleString('en-US')} ${total === 1 ? 'line' : 'lines'}.`,
      link: LINK,
      fileKey: key,
    };
  },
};
