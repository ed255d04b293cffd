/**
 * TypeBox's type builder, for every module that builds schemas at run time
 * (types alone may still come from 'typebox': they leave nothing in the
 * compiled code).
 *
 * One module, so the build can inline it: `npm run build` replaces this
 * module's compiled form with a single-file bundle of what it exports
 * (scripts/bundle-typebox.mjs, esbuild). TypeBox ships as some 700 small ES
 * modules, and Node 20 reads, resolves and compiles each one before the
 * server can listen: 130-170 ms of a cold start whose budget is 1 s. From
 * the sources (the tests) it is TypeBox itself.
 */
export { default, Type } from 'typebox';
