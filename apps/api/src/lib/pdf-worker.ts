import { parentPort } from 'node:worker_threads';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { drawPdf } from './pdf-draw';

// The PDF thread of the built server (lib/pdf.ts): draws the definitions it is sent, one after another, and sends
// back the bytes (their memory moved, not copied).
parentPort?.on('message', (m: { id: number; definition: TDocumentDefinitions; progress?: boolean }) => {
  // Asked for, the share drawn travels back as it goes (a job's bar: lib/pdf.ts renderPdf's onProgress).
  const onProgress = m.progress ? (fraction: number) => parentPort!.postMessage({ id: m.id, progress: fraction }) : undefined;
  drawPdf(m.definition, onProgress).then(
    (bytes) => {
      const view = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      parentPort!.postMessage(
        { id: m.id, result: view },
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [],
      );
    },
    (error: unknown) => parentPort!.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
