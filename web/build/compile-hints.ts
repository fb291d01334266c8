import type { Rolldown } from 'vite';

type RenderedChunk = Rolldown.RenderedChunk;

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file that
 * starts with this comment has every function compiled while it streams in, off the main thread,
 * instead of each function being parsed again and compiled on the main thread when first called.
 * Hydration calls most of React DOM's client, and its lazy compilation was 30-160 ms of
 * main-thread parse and compile on the listing, traced unthrottled on the bench machine (README
 * "Speed on a phone"). Only React DOM's chunk carries it: hinted too, the other libraries (Relay,
 * the router, i18next, XState), most of whose functions a page never calls, made the page's
 * main-thread time longer, not shorter.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

/** React DOM's client, the module whose chunk is compiled eagerly. */
const eagerModule = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The build's `output.postBanner` (added after minification, which drops comments): the compile
 * hint on React DOM's chunk, nothing on the others.
 */
export const compileHintBanner = (chunk: RenderedChunk): string =>
  chunk.moduleIds.some((id) => eagerModule.test(id)) ? compileHint : '';
