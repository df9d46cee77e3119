// Settings of the process that runs a build, shared by the CLI (bin/sitegen.js) and the build
// benchmark (bench/measure-build.ts), so the benchmark measures what users run. Imported first,
// before React or any page data exist.
import { setFlagsFromString } from 'node:v8';

// React picks its production build (several times faster to render, no dev-only checks) from
// NODE_ENV when it is first loaded, so it is set before anything imports React.
process.env.NODE_ENV ??= 'production';
// More threads for file I/O than libuv's default 4: loading thousands of posts is I/O bound.
process.env.UV_THREADPOOL_SIZE ??= '16';
// After a full garbage collection, V8 lets a heap grow to several times what survived before
// collecting again. Render threads keep about 30 MB alive but create far more short-lived
// garbage, so each grew to 110-130 MB between collections. A 20% allowance keeps peak memory
// at 5,000 posts at 365-380 MB instead of 470-490 MB, with no measurable change in build time
// (interleaved runs on the 2-core benchmark machine). Set at startup, before any heap grows.
setFlagsFromString('--heap-growing-percent=20');
