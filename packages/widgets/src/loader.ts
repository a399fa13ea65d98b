// Entry of dist/widgets.js, the classic script partners embed. It must stay tiny and import-free:
// everything heavy lives in the runtime chunk that the first element pulls in.
import { defineWidgetElements } from './internal/define-elements';

// currentScript is only set while this script runs, so read it now, not when an element connects.
const script = document.currentScript;

defineWidgetElements({ scriptSrc: script instanceof HTMLScriptElement ? script.src : undefined });
