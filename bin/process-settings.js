// Settings of the process that runs a build, imported first by the CLI (bin/sitegen.js), before
// React is loaded. The benchmarks run the CLI itself, so they measure what users run.

// React picks its production build (several times faster to render, no dev-only checks) from
// NODE_ENV when it is first loaded, so it is set before anything imports React.
process.env.NODE_ENV ??= 'production';
// More threads for file I/O than libuv's default 4: loading thousands of posts is I/O bound.
process.env.UV_THREADPOOL_SIZE ??= '16';
