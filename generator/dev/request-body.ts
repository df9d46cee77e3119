import type { IncomingMessage } from 'node:http';

/** The largest request body the local servers read (the contract's limit too): a lead's text is a few KB. */
export const maxBodyBytes = 64 * 1024;

/**
 * The request body as text, or undefined as soon as it passes `limit` bytes: reading stops
 * there, so a huge body is never held in memory.
 */
export function readBody(req: IncomingMessage, limit = maxBodyBytes): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.pause();
      req.removeAllListeners('data');
      resolve(undefined);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
