// The deferred script a prerendered page's HTML names instead of the app (scripts/prerender.ts builds it on
// its own, without the app's chunks): it reads the app's modules from its own element and starts the app
// after the first paint.
import { readAppModules, startAppAfterFirstPaint } from './app-loader';

const loader = document.currentScript;
const modules = loader instanceof HTMLScriptElement ? readAppModules(loader) : null;
if (modules) startAppAfterFirstPaint(modules);
