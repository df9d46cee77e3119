import { get } from 'node:http';

/**
 * A running `sitegen dev` as the dev tests read it: over HTTP, as a browser would, every wait
 * bounded, and a wait that runs out showing the dev server's last log lines (a lost file or a
 * failed rebuild then reads as what the server said, not as a bare timeout).
 */

const sleep = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/** Server-sent events of `/__sitegen/events`, as they arrive. */
export interface EventStream {
  events: { name: string; data: any }[];
  connected: Promise<void>;
  close(): void;
}

export class DevClient {
  constructor(
    private readonly url: string,
    private readonly log: string[],
    private readonly waitLimit = 20_000,
  ) {}

  /** One GET, its status and body. */
  fetch(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = get(`${this.url}${path}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.setTimeout(10_000, () => request.destroy(new Error(`GET ${path} timed out`)));
    });
  }

  /** Polls until `probe` holds. */
  async waitFor(what: string, probe: () => boolean | Promise<boolean>): Promise<void> {
    const deadline = Date.now() + this.waitLimit;
    while (!(await probe())) {
      if (Date.now() > deadline)
        throw new Error(`Timed out waiting for ${what}. Last lines of the dev log:\n${this.log.slice(-4).join('\n')}`);
      await sleep(20);
    }
  }

  /** The served page once it contains `text`. */
  async served(path: string, text: string): Promise<string> {
    let body = '';
    await this.waitFor(`${path} to show ${JSON.stringify(text)}`, async () => (body = (await this.fetch(path)).body).includes(text));
    return body;
  }

  /** The first line of the dev log that matches, once there is one. */
  async logged(pattern: RegExp): Promise<string> {
    await this.waitFor(`the dev log to say ${pattern}`, () => this.log.some((line) => pattern.test(line)));
    return this.log.find((line) => pattern.test(line))!;
  }

  /** The dev log's last line, once it matches (a page may be served a moment before the rebuild's line is printed). */
  async loggedLast(pattern: RegExp): Promise<string> {
    await this.waitFor(`the dev log to end with ${pattern}`, () => pattern.test(this.log.at(-1) ?? ''));
    return this.log.at(-1)!;
  }

  /** Listens to the live events, as the dev client script in every page does (for the page at `page`, a URL path). */
  listen(page?: string): EventStream {
    const events: EventStream['events'] = [];
    let opened!: () => void;
    const connected = new Promise<void>((resolve) => (opened = resolve));
    const request = get(
      `${this.url}/__sitegen/events${page === undefined ? '' : `?page=${encodeURIComponent(page)}`}`,
      { agent: false },
      (response) => {
        opened();
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (name) events.push({ name, data: data === undefined ? undefined : JSON.parse(data) });
          }
        });
      },
    );
    request.on('error', () => undefined);
    return { events, connected, close: () => request.destroy() };
  }
}
